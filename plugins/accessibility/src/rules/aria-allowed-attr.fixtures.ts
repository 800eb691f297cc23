import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-allowed-attr.ts';

export default ruleFixtures(rule, [
  { name: 'supported attributes', html: '<button aria-expanded="false" aria-pressed="true">Menu</button><div role="slider" aria-valuenow="5" aria-valuemin="0" aria-valuemax="10"></div>', expect: 'pass' },
  { name: 'aria-checked on a link', html: '<a href="/x" aria-checked="true">X</a>', expect: 'fail', finding: /aria-checked .* "link"/ },
  { name: 'former globals deprecated in ARIA 1.2 are still allowed everywhere', html: '<p aria-disabled="true">Text</p><div role="region" aria-label="Form" aria-invalid="false" aria-haspopup="dialog"></div><p aria-errormessage="e">x</p><p id="e">e</p>', expect: 'pass' },
  { name: 'ARIA 1.3 globals: description and braille', html: '<p aria-description="Summary">Text</p><div role="img" aria-label="Star" aria-braillelabel="*" aria-brailleroledescription="img"></div>', expect: 'pass' },
  { name: 'aria-expanded on a role ARIA 1.2 took it from', html: '<section aria-label="Intro" aria-expanded="true"><p>x</p></section>', expect: 'warn', finding: /aria-expanded/ },
  { name: 'an attribute the role inherits from its superclass', html: '<div role="menuitemcheckbox" aria-checked="false" aria-posinset="1" aria-setsize="3">Bold</div><div role="treeitem" aria-selected="true" aria-expanded="false" aria-level="1">Node</div>', expect: 'pass' },
  { name: 'only global attributes', html: '<div aria-label="x" aria-describedby="y"></div><p id="y">y</p>', expect: 'pass' },
  { name: 'no ARIA attributes', html: '<p>Plain</p>', expect: 'not-applicable' },
  { name: "an unsupported attribute on an element hidden with display:none", html: "<div role=\"link\" aria-checked=\"true\" style=\"display:none\">Home</div>", expect: 'not-applicable' },
  { name: 'a global property on a plain element', html: '<div aria-live="polite">Saved</div>', expect: 'pass' },
  { name: 'an orientation on an audio player, judged as an application', html: '<audio src="talk.mp3" controls aria-orientation="vertical"></audio>', expect: 'fail', finding: /aria-orientation/ },
  { name: 'required on a password field, judged as a text box', html: '<label>Password <input type="password" aria-required="true"></label>', expect: 'pass' },
]);
