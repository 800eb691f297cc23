import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt-links.ts';
import { GOOD_LLMS, LLMS_MISSING, llms, LLMS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'sections with links', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'no sections', html: '<p>x</p>', ...llms('# Example Oak\n\n> We make tables in Devon.\n\nSee https://example.com/care.md\n'), expect: 'fail', finding: /no "## Section"/ },
  { name: 'sections without links', html: '<p>x</p>', ...llms('# Example Oak\n\n## Guides\n\n- Care guide at https://example.com/care.md\n'), expect: 'fail', finding: /no "- \[name\]\(url\)"/ },
  { name: 'bare item beside links', html: '<p>x</p>', ...llms('# Example Oak\n\n## Guides\n\n- [Care](https://example.com/care.md)\n- https://example.com/sizes.md\n'), expect: 'warn', finding: /Line 6/ },
  { name: 'llms.txt missing', html: '<p>x</p>', ...LLMS_MISSING, expect: 'not-applicable' },
  { name: 'llms.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'llms.txt failed', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
