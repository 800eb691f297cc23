import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './image-redundant-alt.ts';

export default ruleFixtures(rule, [
  { name: 'decorative icon next to text', html: '<a href="/p"><img src="box.svg" alt="">Products</a><a href="/"><img src="logo.png" alt="Acme home"></a>', expect: 'pass' },
  { name: 'alt repeats link text', html: '<a href="/p"><img src="box.svg" alt="Products"> Products</a>', expect: 'fail', finding: /box\.svg/ },
  { name: 'no images in controls', html: '<img src="a.png" alt="A">', expect: 'not-applicable' },
]);
