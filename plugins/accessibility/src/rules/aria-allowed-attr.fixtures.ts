import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-allowed-attr.ts';

export default ruleFixtures(rule, [
  { name: 'supported attributes', html: '<button aria-expanded="false" aria-pressed="true">Menu</button><div role="slider" aria-valuenow="5" aria-valuemin="0" aria-valuemax="10"></div>', expect: 'pass' },
  { name: 'aria-checked on a link', html: '<a href="/x" aria-checked="true">X</a>', expect: 'fail', finding: /aria-checked .* "link"/ },
  { name: 'former global', html: '<p aria-disabled="true">Text</p>', expect: 'warn', finding: /aria-disabled/ },
  { name: 'only global attributes', html: '<div aria-label="x" aria-describedby="y"></div><p id="y">y</p>', expect: 'not-applicable' },
  { name: "an unsupported attribute on an element hidden with display:none", html: "<div role=\"link\" aria-checked=\"true\" style=\"display:none\">Home</div>", expect: 'not-applicable' },
]);
