import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './url-structure.ts';

export default ruleFixtures(rule, [
  { name: 'clean', url: 'https://example.com/tables/oak-dining-table', html: '', expect: 'pass' },
  { name: 'percent-encoding is not upper case', url: 'https://example.com/caf%C3%A9-tables', html: '', expect: 'pass' },
  { name: 'upper case', url: 'https://example.com/Tables/Oak', html: '', expect: 'warn', finding: /\/Tables\/Oak has upper-case letters/ },
  { name: 'underscores', url: 'https://example.com/oak_dining_table', html: '', expect: 'warn', finding: /underscores/ },
  { name: 'double slash', url: 'https://example.com/tables//oak', html: '', expect: 'warn', finding: /repeated slashes/ },
  { name: 'long', url: `https://example.com/${'oak-table-'.repeat(12)}`, html: '', expect: 'warn', finding: /characters long/ },
  { name: 'far too long', url: `https://example.com/?q=${'x'.repeat(2100)}`, html: '', expect: 'fail', finding: /characters long/ },
  { name: 'local file', bare: true, html: '', expect: 'not-applicable' },
]);
