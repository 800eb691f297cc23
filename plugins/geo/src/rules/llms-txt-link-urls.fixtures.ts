import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt-link-urls.ts';
import { GOOD_LLMS, LLMS_MISSING, llms, LLMS_ERROR } from '../lib/fixture-data.ts';

const head = '# Example Oak\n\n> We make oak tables in Devon.\n\n## Guides\n\n';
export default ruleFixtures(rule, [
  { name: 'absolute URLs', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'relative URL resolves', html: '<p>x</p>', ...llms(`${head}- [Care](/care.md)\n`), expect: 'pass' },
  { name: 'empty URL', html: '<p>x</p>', ...llms(`${head}- [Care]()\n`), expect: 'fail', finding: /empty URL/ },
  { name: 'javascript URL', html: '<p>x</p>', ...llms(`${head}- [Care](javascript:alert)\n`), expect: 'fail', finding: /javascript: URL/ },
  {
    name: 'link known to be 404',
    html: '<p>x</p>',
    resources: { '/llms.txt': { body: `${head}- [Care](https://example.com/care.md)\n`, headers: { 'content-type': 'text/plain' } }, '/care.md': { status: 404, body: '', role: 'other' } },
    expect: 'fail',
    finding: /answers 404/,
  },
  { name: 'no links', html: '<p>x</p>', ...llms('# Example Oak\n'), expect: 'not-applicable' },
  { name: 'llms.txt missing', html: '<p>x</p>', ...LLMS_MISSING, expect: 'not-applicable' },
  { name: 'llms.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'llms.txt failed', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
