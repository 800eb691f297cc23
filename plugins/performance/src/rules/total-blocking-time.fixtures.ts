import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './total-blocking-time.ts';

const html = '<h1>App</h1><script src="/app.js"></script>';
const task = (startTime: number, duration: number) => ({ startTime, duration });

export default ruleFixtures(rule, [
  { name: 'no long tasks', html, rendered: { metrics: { firstContentfulPaint: 1000, totalBlockingTime: 0 } }, expect: 'pass', finding: /TBT 0 ms: good.* 0 long tasks/ },
  { name: 'a 120 ms task', html, rendered: { metrics: { firstContentfulPaint: 1000, longTasks: [task(1200, 120)], totalBlockingTime: 70 } }, expect: 'pass', findings: 1 },
  {
    name: 'three tasks blocking 390 ms',
    html,
    rendered: { metrics: { firstContentfulPaint: 1000, longTasks: [task(400, 300), task(1100, 200), task(1400, 140), task(2000, 200)], totalBlockingTime: 390 } },
    expect: 'warn',
    finding: /^A 200 ms task at 1100 ms \(simulated\) blocked input for 150 ms\.$/,
    findings: 4,
  },
  { name: 'a 900 ms task', html, rendered: { metrics: { firstContentfulPaint: 1000, longTasks: [task(1300, 900)], totalBlockingTime: 850 } }, expect: 'fail', finding: /TBT 850 ms: poor/ },
  { name: 'the trace could not be simulated', html, rendered: { metrics: { firstContentfulPaint: null, simulationError: 'The page\'s trace passed 400000 events and was cut, so its lab figures could not be simulated.' } }, expect: 'error', finding: /trace passed 400000 events/ },
  { name: 'a static snapshot', html, expect: 'not-applicable', finding: /Measured only in rendered mode/ },
]);
