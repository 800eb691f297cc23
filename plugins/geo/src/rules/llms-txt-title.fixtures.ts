import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt-title.ts';
import { GOOD_LLMS, LLMS_MISSING, llms, LLMS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'H1 first', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'no H1', html: '<p>x</p>', ...llms('Example Oak\n\n## Guides\n\n- [Care](https://example.com/care.md)\n'), expect: 'fail', finding: /no H1/ },
  { name: 'text before the H1', html: '<p>x</p>', ...llms('Welcome!\n# Example Oak\n'), expect: 'fail', finding: /before any H1/ },
  { name: 'two H1s', html: '<p>x</p>', ...llms('# Example Oak\n\n# Guides\n'), expect: 'fail', finding: /second H1 "Guides"/ },
  { name: 'llms.txt missing', html: '<p>x</p>', ...LLMS_MISSING, expect: 'not-applicable' },
  { name: 'llms.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'llms.txt failed', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
