import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-allowed-attr.ts';

export default ruleFixtures(rule, [
  { name: 'supported attributes', html: '<button aria-expanded="false" aria-pressed="true">Menu</button><div role="slider" aria-valuenow="5" aria-valuemin="0" aria-valuemax="10"></div>', expect: 'pass' },
  { name: 'aria-checked on a link', html: '<a href="/x" aria-checked="true">X</a>', expect: 'fail', finding: /aria-checked .* "link"/ },
  { name: 'former global', html: '<p aria-disabled="true">Text</p>', expect: 'warn', finding: /aria-disabled/ },
  { name: 'only global attributes', html: '<div aria-label="x" aria-describedby="y"></div><p id="y">y</p>', expect: 'pass' },
  { name: 'no ARIA attributes', html: '<p>Plain</p>', expect: 'not-applicable' },
  { name: "an unsupported attribute on an element hidden with display:none", html: "<div role=\"link\" aria-checked=\"true\" style=\"display:none\">Home</div>", expect: 'not-applicable' },
  { name: 'a global property on a plain element', html: '<div aria-live="polite">Saved</div>', expect: 'pass' },
  { name: 'an orientation on an audio player, judged as an application', html: '<audio src="talk.mp3" controls aria-orientation="vertical"></audio>', expect: 'fail', finding: /aria-orientation/ },
  { name: 'required on a password field, judged as a text box', html: '<label>Password <input type="password" aria-required="true"></label>', expect: 'pass' },
]);
