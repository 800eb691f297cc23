import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-meter-name.ts';

export default ruleFixtures(rule, [
  { name: 'named meter', html: '<div role="meter" aria-valuenow="70" aria-label="Disk usage"></div>', expect: 'pass' },
  { name: 'unnamed meter', html: '<div role="meter" aria-valuenow="70" class="disk">70%</div>', expect: 'fail', finding: /disk/ },
  { name: 'no meters', html: '<meter value="0.5"></meter>', expect: 'not-applicable' },
]);
