import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './html-size-limit.ts';

export default ruleFixtures(rule, [
  { name: 'small page', html: '<p>Oak tables</p>', expect: 'pass', finding: /1 KB/ },
  { name: 'over 5 MB', html: `<p>${'x'.repeat(6 * 1024 * 1024)}</p>`, expect: 'warn', finding: /6\.0 MB/ },
  { name: 'over 15 MB', html: `<p>${'x'.repeat(16 * 1024 * 1024)}</p>`, expect: 'fail', finding: /16\.0 MB; Googlebot indexes only the first 15 MB/ },
]);
