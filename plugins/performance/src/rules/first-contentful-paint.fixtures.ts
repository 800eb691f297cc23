import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './first-contentful-paint.ts';

const html = '<h1>Hello</h1>';

export default ruleFixtures(rule, [
  { name: 'painted at 1.2 s', html, rendered: { metrics: { firstContentfulPaint: 1200 } }, expect: 'pass', finding: /FCP 1\.20 s: good, Lighthouse mobile score 0\.99/ },
  { name: 'at the good edge (1.8 s)', html, rendered: { metrics: { firstContentfulPaint: 1800 } }, expect: 'pass', finding: /score 0\.90/ },
  { name: 'painted at 2.4 s', html, rendered: { metrics: { firstContentfulPaint: 2400 } }, expect: 'warn', finding: /needs improvement/ },
  { name: 'painted at 4.5 s', html, rendered: { metrics: { firstContentfulPaint: 4500 } }, expect: 'fail', finding: /FCP 4\.50 s: poor/, findings: 1 },
  { name: 'never painted', html, rendered: { metrics: { firstContentfulPaint: null } }, expect: 'error', finding: /no contentful paint/ },
  { name: 'the trace could not be simulated: the reason', html, rendered: { metrics: { firstContentfulPaint: null, simulationError: 'The page\'s trace passed 400000 events and was cut, so its lab figures could not be simulated.' } }, expect: 'error', finding: /trace passed 400000 events/ },
  { name: 'a static snapshot', html, expect: 'not-applicable', finding: /Measured only in rendered mode/ },
  { name: 'a saved file', bare: true, html, expect: 'not-applicable' },
]);
