import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cumulative-layout-shift.ts';

const html = '<html><head><title>t</title></head><body><div class="ad"></div><main><p>Text</p></main></body></html>';
const shift = (startTime: number, value: number, sources: string[]) => ({ startTime, value, sources });

export default ruleFixtures(rule, [
  { name: 'nothing moved', html, rendered: { metrics: { cumulativeLayoutShift: 0 } }, expect: 'pass', finding: /CLS 0: good, Lighthouse mobile score 1\.00/ },
  { name: 'a small shift', html, rendered: { metrics: { cumulativeLayoutShift: 0.04, layoutShifts: [shift(900, 0.04, ['html>body>main'])] } }, expect: 'pass', findings: 1 },
  {
    name: 'the main content pushed down twice',
    html,
    rendered: { metrics: { cumulativeLayoutShift: 0.18, layoutShifts: [shift(800, 0.1, ['html>body>main', 'html>body>div.ad']), shift(1500, 0.08, ['html>body>main'])] } },
    expect: 'warn',
    finding: /^Moved in 2 layout shifts worth 0\.18 together\.$/,
    findings: 3,
  },
  { name: 'a large shift', html, rendered: { metrics: { cumulativeLayoutShift: 0.42, layoutShifts: [shift(1200, 0.42, ['html>body>main'])] } }, expect: 'fail', finding: /CLS 0\.42: poor/ },
  { name: 'a static snapshot', html, expect: 'not-applicable', finding: /Measured only in rendered mode/ },
]);
