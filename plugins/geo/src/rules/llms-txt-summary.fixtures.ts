import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt-summary.ts';
import { GOOD_LLMS, LLMS_MISSING, llms, LLMS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'summary present', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'no summary', html: '<p>x</p>', ...llms('# Example Oak\n\n## Guides\n\n- [Care](https://example.com/care.md)\n'), expect: 'warn', finding: /No "> summary"/ },
  { name: 'summary too short', html: '<p>x</p>', ...llms('# Example Oak\n\n> Tables.\n'), expect: 'warn', finding: /7 characters/ },
  { name: 'no H1', html: '<p>x</p>', ...llms('Hello\n'), expect: 'not-applicable' },
  { name: 'llms.txt missing', html: '<p>x</p>', ...LLMS_MISSING, expect: 'not-applicable' },
  { name: 'llms.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'llms.txt failed', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
