import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './autocomplete-valid.ts';

export default ruleFixtures(rule, [
  { name: 'valid tokens', html: '<input autocomplete="given-name" aria-label="First name"><input type="tel" autocomplete="section-a shipping mobile tel" aria-label="Phone"><input autocomplete="off" aria-label="Code"><input autocomplete="username webauthn" aria-label="User">', expect: 'pass' },
  { name: 'invented token', html: '<input name="first" autocomplete="firstname" aria-label="First name">', expect: 'fail', finding: /"firstname" is not an autofill field name/ },
  { name: 'modifier on a non-contact field', html: '<input autocomplete="work postal-code" aria-label="Postcode">', expect: 'fail', finding: /contact field/ },
  { name: 'no autocomplete', html: '<input aria-label="x">', expect: 'not-applicable' },
  { name: "a field disabled with aria-disabled", html: "<label>Code <input autocomplete=\"secret-code\" aria-disabled=\"true\"></label>", expect: 'not-applicable' },
  { name: 'values that mean off are not judged', html: '<input autocomplete="none" aria-label="Code"><input autocomplete="False" aria-label="Promo"><p>x</p>', expect: 'not-applicable' },
  { name: 'a proposed field name is left for review', html: '<input autocomplete="pronouns" aria-label="Pronouns">', expect: 'warn', finding: /proposed/ },
  { name: 'a read-only field is not filled by anyone', html: '<input autocomplete="firstname" readonly aria-label="Name"><input autocomplete="firstname" aria-readonly="true" aria-label="Name 2">', expect: 'not-applicable' },
  { name: 'a field hidden by a style sheet', html: '<style>.hp{display:none}</style><input class="hp" autocomplete="nope-trap" aria-label="Leave empty">', expect: 'not-applicable' },
  { name: 'a lone off only switches autofill', html: '<input autocomplete="off" aria-label="Code">', expect: 'not-applicable' },
]);
