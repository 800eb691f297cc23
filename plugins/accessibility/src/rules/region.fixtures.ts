import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './region.ts';

export default ruleFixtures(rule, [
  { name: 'all in landmarks', html: '<html><body><a href="#main">Skip to content</a><header>Acme</header><main id="main"><h1>Shop</h1></main><footer>© Acme</footer></body></html>', expect: 'pass' },
  { name: 'banner text outside', html: '<html><body><div class="cookie">We use cookies</div><main><h1>Shop</h1></main></body></html>', expect: 'warn', finding: /cookies/ },
  { name: 'no landmarks', html: '<html><body><div><h1>Shop</h1><p>Tables</p></div></body></html>', expect: 'warn', finding: /no landmarks/ },
  { name: 'no text', html: '<html><body><img src="x.png" alt=""></body></html>', expect: 'not-applicable' },
  { name: 'a newsletter popup the page\'s own style sheet hides', html: '<style>.popup{display:none}</style><main><p>Article</p></main><div class="popup" role="dialog" aria-label="Newsletter"><p>Stay in touch</p></div>', expect: 'pass' },
]);
