import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-progressbar-name.ts';

export default ruleFixtures(rule, [
  { name: 'named progress bar', html: '<div role="progressbar" aria-valuenow="20" aria-labelledby="t"></div><p id="t">Uploading photo</p>', expect: 'pass' },
  { name: 'unnamed progress bar', html: '<div role="progressbar" aria-valuenow="20" class="upload"></div>', expect: 'fail', finding: /upload/ },
  { name: 'no progress bars', html: '<p>Done</p>', expect: 'not-applicable' },
]);
