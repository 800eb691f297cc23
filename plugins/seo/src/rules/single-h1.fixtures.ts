import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './single-h1.ts';

export default ruleFixtures(rule, [
  { name: 'one h1', html: '<h1>Oak tables</h1><h2>Sizes</h2>', expect: 'pass' },
  { name: 'an image h1 with alt', html: '<h1><img src="logo.png" alt="Oak & Co"></h1>', expect: 'pass' },
  { name: 'no h1', html: '<h2>Sizes</h2>', expect: 'fail', finding: /no <h1>/ },
  { name: 'empty h1', html: '<h1> </h1>', expect: 'fail', finding: /no text/ },
  { name: 'only h1 hidden', html: '<h1 style="display: none">Oak tables</h1><p>x</p>', expect: 'fail', finding: /is hidden \(by hidden/ },
  { name: 'only h1 hidden by a style sheet', html: '<style>.visually-gone { display: none }</style><h1 class="visually-gone">Oak tables</h1><p>x</p>', expect: 'fail', finding: /Oak tables.*is hidden/ },
  { name: 'a second h1 hidden by a style sheet is not counted', html: '<style>#mobile-title { visibility: hidden }</style><h1>Oak tables</h1><h1 id="mobile-title">Oak</h1>', expect: 'pass' },
  { name: 'hidden second h1 not counted', html: '<h1>Oak tables</h1><div hidden><h1>Menu</h1></div>', expect: 'pass' },
  { name: 'logo h1 on an inner page', url: 'https://example.com/tables/', html: '<h1><a href="/"><img src="/logo.svg" alt="Oak & Co"></a></h1><h2>Tables</h2>', expect: 'warn', finding: /link to the home page/ },
  { name: 'logo h1 on the home page is fine', html: '<h1><a href="/"><img src="/logo.svg" alt="Oak & Co"></a></h1>', expect: 'pass' },
  { name: 'two h1', html: '<h1>Oak tables</h1><h1>Our story</h1>', expect: 'warn', finding: /2 <h1> elements: "Oak tables", "Our story"/ },
]);
