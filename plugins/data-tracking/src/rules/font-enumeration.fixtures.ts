import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './font-enumeration.ts';

const fonts = ['Arial', 'Arial Black', 'Calibri', 'Cambria', 'Comic Sans MS', 'Consolas', 'Courier New', 'Georgia', 'Helvetica', 'Impact', 'Lucida Console', 'Lucida Sans Unicode', 'Microsoft Sans Serif', 'Palatino Linotype', 'Segoe UI', 'Segoe Print', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Verdana', 'Wingdings', 'Garamond'];

export default ruleFixtures(rule, [
  { name: 'font picker', html: `<script>const picker = ${JSON.stringify(fonts.slice(0, 8))};</script>`, expect: 'pass' },
  { name: 'probe list', html: `<script>var list=${JSON.stringify(fonts)};list.forEach(function(f){ probe(f); });</script>`, expect: 'warn', finding: /lists 22 system fonts/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
