import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './definition-list.ts';

export default ruleFixtures(rule, [
  { name: 'terms and definitions', html: '<dl><dt>HTML</dt><dd>Markup language</dd><div><dt>CSS</dt><dd>Style sheets</dd></div></dl>', expect: 'pass' },
  { name: 'paragraph in dl', html: '<dl><dt>A</dt><dd>B</dd><p class="note">Note</p></dl>', expect: 'fail', finding: /note/ },
  { name: 'definition before term', html: '<dl><dd>Orphan</dd><dt>T</dt></dl>', expect: 'fail', finding: /Orphan/ },
  { name: 'a term without a definition', html: '<dl><dt class="lonely">Glossary</dt></dl>', expect: 'fail', finding: /"Glossary" is not followed by any <dd>/ },
  { name: 'text directly in a dl', html: '<dl>Prices: <dt>Tea</dt><dd>2 €</dd></dl>', expect: 'fail', finding: /text outside its terms and definitions: "Prices:"/ },
  { name: 'a term given another role', html: '<dl><dt role="heading" aria-level="3">Tea</dt><dd>2 €</dd></dl>', expect: 'fail', finding: /role="heading"/ },
  { name: 'hidden children are ignored', html: '<style>.tpl{display:none}</style><dl><dt>Tea</dt><dd>2 €</dd><div class="tpl"><p>Row template</p></div><script>1</script></dl>', expect: 'pass' },
  { name: 'a dl with a role attribute is out of scope', html: '<dl role="list"><li>x</li></dl>', expect: 'not-applicable' },
  { name: 'no dl', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
