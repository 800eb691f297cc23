import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-prohibited-attr.ts';

export default ruleFixtures(rule, [
  { name: 'labels on nameable roles', html: '<nav aria-label="Main"></nav><button aria-label="Close">×</button><div role="region" aria-label="Offers"></div>', expect: 'pass' },
  { name: 'label on an empty span', html: '<span class="icon-star" aria-label="Favourite"></span>', expect: 'fail', finding: /icon-star/ },
  { name: 'label on a paragraph with text', html: '<p aria-label="Intro">Welcome to our shop</p>', expect: 'fail', finding: /text content is read instead/ },
  { name: 'a braille label on a paragraph (WAI-ARIA 1.3)', html: '<p aria-braillelabel="Intro">Welcome</p>', expect: 'fail', finding: /aria-braillelabel/ },
  { name: 'a braille label on a heading', html: '<h2 aria-braillelabel="News">Latest news</h2>', expect: 'pass' },
  { name: 'a role description on a generic element', html: '<span aria-roledescription="badge">New</span>', expect: 'fail', finding: /aria-roledescription/ },
  { name: 'other global properties are allowed on generic elements', html: '<div aria-live="polite">Saved</div>', expect: 'pass' },
  { name: 'a hidden element is not exposed', html: '<div aria-label="Offers" hidden></div>', expect: 'not-applicable' },
  { name: 'an empty label is no label', html: '<span class="icon-star" aria-label=""></span><p aria-labelledby=" ">Intro</p>', expect: 'pass' },
  { name: 'embedded content without a role mapping can be named', html: '<iframe src="/map.html" aria-label="Map"></iframe><video src="tour.mp4" controls aria-label="Tour"></video><dl aria-label="Terms"><dt>A</dt><dd>B</dd></dl>', expect: 'pass' },
  { name: 'a label on a <label> element', html: '<label aria-label="Your e-mail">E-mail <input type="email"></label>', expect: 'fail', finding: /<label/ },
  { name: 'an icon label inside a button becomes part of its name', html: '<button><span class="icon-close" aria-label="Close"></span></button><a href="/cart"><i class="icon-cart" aria-label="Cart"></i></a>', expect: 'pass' },
  { name: 'a label on a paragraph inside a button is still prohibited', html: '<button><p aria-label="Close">×</p></button>', expect: 'fail', finding: /paragraph/ },
  { name: 'custom elements may get a role from script', html: '<fancy-chip aria-label="Filter: red"></fancy-chip>', expect: 'pass' },
  { name: 'hidden by a style sheet', html: '<style>.later{display:none}</style><span class="later" aria-label="Favourite"></span>', expect: 'not-applicable' },
  { name: 'no ARIA attributes', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
