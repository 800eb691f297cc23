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
  { name: 'no ARIA attributes', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
