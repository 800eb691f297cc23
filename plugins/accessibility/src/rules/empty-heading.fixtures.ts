import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './empty-heading.ts';

export default ruleFixtures(rule, [
  { name: 'headings with text and image alt', html: '<h1>Welcome</h1><h2><img src="l.png" alt="Our team"></h2>', expect: 'pass' },
  { name: 'empty h2', html: '<h1>Shop</h1><h2 class="spacer"></h2>', expect: 'fail', finding: /spacer/ },
  { name: 'heading with only hidden text', html: '<h3 id="x"><span aria-hidden="true">★</span></h3>', expect: 'fail', finding: /Level 3/ },
  { name: 'no headings', html: '<p>Hi</p>', expect: 'not-applicable' },
  { name: 'an image made presentational names nothing', html: '<h2><img src="logo.png" alt="Acme news" role="presentation"></h2>', expect: 'fail' },
  { name: 'an image named by its alt', html: '<h2><img src="logo.png" alt="Acme news"></h2>', expect: 'pass' },
]);
