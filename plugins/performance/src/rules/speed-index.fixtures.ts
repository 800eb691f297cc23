import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './speed-index.ts';

const html = '<h1>Hello</h1>';

export default ruleFixtures(rule, [
  { name: 'filled at 2.1 s', html, rendered: { metrics: { speedIndex: 2100 } }, expect: 'pass', finding: /SI 2\.10 s: good, Lighthouse mobile score 0\.99/ },
  { name: 'at the good edge (3,387 ms)', html, rendered: { metrics: { speedIndex: 3387 } }, expect: 'pass', finding: /score 0\.90/ },
  { name: 'filled at 4.6 s', html, rendered: { metrics: { speedIndex: 4600 } }, expect: 'warn', finding: /needs improvement/ },
  { name: 'filled at 8 s', html, rendered: { metrics: { speedIndex: 8000 } }, expect: 'fail', finding: /SI 8\.00 s: poor/, findings: 1 },
  { name: 'the screenshots gave no figure: the reason', html, rendered: { metrics: { speedIndex: null, speedIndexError: 'Another page was drawn while this one was traced, so the trace\'s screenshots do not show this page\'s progress alone.' } }, expect: 'error', finding: /Another page was drawn/ },
  { name: 'a snapshot from before the Speed Index', html, rendered: { metrics: {} }, expect: 'error', finding: /before the Speed Index was measured/ },
  { name: 'a static snapshot', html, expect: 'not-applicable', finding: /Measured only in rendered mode/ },
]);
