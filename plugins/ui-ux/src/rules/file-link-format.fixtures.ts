import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './file-link-format.ts';

export default ruleFixtures(rule, [
  { name: 'format named', html: '<a href="/docs/report-2025.pdf">Annual report 2025 (PDF, 2.4 MB)</a>', expect: 'pass' },
  { name: 'download word', html: '<a href="/files/price-list.xlsx?v=3">Download the price list</a>', expect: 'pass' },
  { name: 'silent pdf', html: '<a href="/docs/menu.pdf">Our menu</a>', expect: 'warn', finding: /Our menu.*PDF.*menu\.pdf/ },
  { name: 'no file links', html: '<a href="/menu">Menu</a>', expect: 'not-applicable' },
]);
