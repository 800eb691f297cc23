import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt-link-notes.ts';
import { GOOD_LLMS, LLMS_MISSING, llms, LLMS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'links with notes', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'bare links', html: '<p>x</p>', ...llms('# Example Oak\n\n## Guides\n\n- [Care](https://example.com/care.md)\n- [Sizes](https://example.com/sizes.md)\n'), expect: 'warn', finding: /2 of 2 links/ },
  { name: 'no links', html: '<p>x</p>', ...llms('# Example Oak\n'), expect: 'not-applicable' },
  { name: 'llms.txt missing', html: '<p>x</p>', ...LLMS_MISSING, expect: 'not-applicable' },
  { name: 'llms.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'llms.txt failed', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
