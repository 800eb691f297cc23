import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-prohibited-attr.ts';

export default ruleFixtures(rule, [
  { name: 'labels on nameable roles', html: '<nav aria-label="Main"></nav><button aria-label="Close">×</button><div role="region" aria-label="Offers"></div>', expect: 'pass' },
  { name: 'label on an empty span', html: '<span class="icon-star" aria-label="Favourite"></span>', expect: 'fail', finding: /icon-star/ },
  { name: 'label on a paragraph with text', html: '<p aria-label="Intro">Welcome to our shop</p>', expect: 'warn', finding: /paragraph/ },
  { name: 'no labels', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
