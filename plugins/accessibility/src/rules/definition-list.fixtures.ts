import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './definition-list.ts';

export default ruleFixtures(rule, [
  { name: 'terms and definitions', html: '<dl><dt>HTML</dt><dd>Markup language</dd><div><dt>CSS</dt><dd>Style sheets</dd></div></dl>', expect: 'pass' },
  { name: 'paragraph in dl', html: '<dl><dt>A</dt><dd>B</dd><p class="note">Note</p></dl>', expect: 'fail', finding: /note/ },
  { name: 'definition before term', html: '<dl><dd>Orphan</dd><dt>T</dt></dl>', expect: 'fail', finding: /Orphan/ },
  { name: 'no dl', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
