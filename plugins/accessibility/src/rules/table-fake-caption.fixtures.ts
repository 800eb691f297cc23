import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './table-fake-caption.ts';

const rows = '<tr><th>Plan</th><th>Price</th></tr><tr><td>Basic</td><td>€5</td></tr>';

export default ruleFixtures(rule, [
  { name: 'real caption', html: `<table><caption>Prices</caption>${rows}</table>`, expect: 'pass' },
  { name: 'no caption, no spanning row', html: `<table>${rows}</table>`, expect: 'pass' },
  { name: 'first row spans every column', html: `<table id="prices"><tr><th colspan="2">Prices</th></tr>${rows}</table>`, expect: 'fail', finding: /single <th> spanning all 2 columns \("Prices"\)/ },
  { name: 'spanning td in a thead', html: `<table><thead><tr><td colspan="3">Results 2026</td></tr></thead><tr><th>A</th><th>B</th><th>C</th></tr><tr><td>1</td><td>2</td><td>3</td></tr></table>`, expect: 'fail', findings: 1 },
  { name: 'layout table with a banner row', html: '<table role="presentation"><tr><td colspan="2">Welcome</td></tr><tr><td>Menu</td><td>Content</td></tr></table>', expect: 'not-applicable' },
  { name: 'table without any mark of data', html: '<table><tr><td colspan="2">Welcome</td></tr><tr><td>Menu</td><td>Content</td></tr></table>', expect: 'not-applicable' },
  { name: 'no tables', html: '<p>Text</p>', expect: 'not-applicable' },
]);
