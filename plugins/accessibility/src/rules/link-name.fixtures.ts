import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './link-name.ts';

export default ruleFixtures(rule, [
  { name: 'text, image alt and aria-label', html: '<a href="/about">About us</a><a href="/"><img src="logo.png" alt="Acme home"></a><a href="https://x.com/acme" aria-label="Acme on X"><svg aria-hidden="true"></svg></a>', expect: 'pass' },
  { name: 'image link without alt', html: '<a href="/cart"><img src="cart.svg"></a>', expect: 'fail', finding: '/cart' },
  { name: 'empty link', html: '<a href="https://facebook.com/acme" class="social"></a>', expect: 'fail', finding: /facebook/ },
  { name: 'anchors without href are not links', html: '<a name="top"></a>', expect: 'not-applicable' },
  { name: "a link around an image named by its title", html: "<a href=\"/home\"><img src=\"logo.png\" title=\"Home page\"></a>", expect: 'pass' },
  { name: "a link around an image named by aria-labelledby", html: "<a href=\"/cart\"><img src=\"cart.png\" aria-labelledby=\"cart-label\"></a><span id=\"cart-label\">Basket</span>", expect: 'pass' },
  { name: 'a bibliography reference link without a name', html: '<p>See [<a href="#ref-3" role="doc-biblioref"><img src="ref.png" alt=""></a>]</p>', expect: 'fail', finding: /ref-3/ },
  { name: 'a button given the role of a link, named by its text', html: '<button role="link" onclick="go()">Read the report</button>', expect: 'pass' },
  { name: 'a link hidden by a style sheet', html: '<style>.off{visibility:hidden}</style><a class="off" href="/x"></a>', expect: 'not-applicable' },
]);
