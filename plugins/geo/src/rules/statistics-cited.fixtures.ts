import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './statistics-cited.ts';

export default ruleFixtures(rule, [
  { name: 'linked figure', html: '<p>Oak flooring sales rose 12% in 2025 (<a href="https://example.org/report">Timber Trade Report</a>).</p>', expect: 'pass' },
  { name: 'source line below', html: '<p>About 3 million oak trees are felled each year.</p><p>Source: Forestry Commission, 2024.</p>', expect: 'pass' },
  { name: 'footnote', html: '<ul><li>62% of buyers prefer oiled finishes<sup><a href="#fn1">1</a></sup></li></ul>', expect: 'pass' },
  { name: 'unsourced figures', html: '<p>Oak lasts 40% longer than pine.</p><p>Over 2 billion tables are sold every year.</p>', expect: 'warn', finding: /"…Oak lasts 40% longer than pine\.…" states a figure/ },
  { name: 'no statistics', html: '<p>Oak is a hardwood.</p>', expect: 'not-applicable' },
]);
