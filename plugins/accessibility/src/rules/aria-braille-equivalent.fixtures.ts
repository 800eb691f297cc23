import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-braille-equivalent.ts';

export default ruleFixtures(rule, [
  { name: 'braille label with a name', html: '<img src="stars.png" alt="4 stars" aria-braillelabel="****">', expect: 'pass' },
  { name: 'braille label on a named button', html: '<button aria-braillelabel="del">Delete</button>', expect: 'pass' },
  { name: 'braille label without a name', html: '<button aria-braillelabel="x" id="b"><svg aria-hidden="true"></svg></button>', expect: 'fail', finding: /id="b".*no accessible name/ },
  { name: 'braille role description with a role description', html: '<div role="group" aria-roledescription="slide" aria-brailleroledescription="sld" aria-label="1 of 3">…</div>', expect: 'pass' },
  { name: 'braille role description alone', html: '<div id="g" role="group" aria-brailleroledescription="sld" aria-label="Slide 1">…</div>', expect: 'fail', finding: /id="g".*no aria-roledescription/ },
  { name: 'empty braille label', html: '<button aria-braillelabel="">OK</button>', expect: 'not-applicable' },
  { name: 'none', html: '<p>Text</p>', expect: 'not-applicable' },
]);
