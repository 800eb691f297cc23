import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './data-table-headers.ts';

export default ruleFixtures(rule, [
  { name: 'header row', html: '<table><thead><tr><th>Size</th><th>Weight</th></tr></thead><tr><td>180 cm</td><td>62 kg</td></tr></table>', expect: 'pass' },
  { name: 'row headers', html: '<table><tr><th scope="row">180 cm</th><td>62 kg</td></tr><tr><th scope="row">220 cm</th><td>75 kg</td></tr></table>', expect: 'pass' },
  { name: 'no headers', html: '<table><caption>Sizes</caption><tr><td>Size</td><td>Weight</td></tr><tr><td>180 cm</td><td>62 kg</td></tr></table>', expect: 'fail', finding: /Table "Sizes" with 2 rows and 2 columns/ },
  { name: 'layout table', html: '<table role="presentation"><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>', expect: 'not-applicable' },
  { name: 'single row', html: '<table><tr><td>a</td><td>b</td></tr></table>', expect: 'not-applicable' },
]);
