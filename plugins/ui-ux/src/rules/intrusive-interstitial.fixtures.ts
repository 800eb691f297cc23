import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './intrusive-interstitial.ts';

const overlay = '.newsletter-overlay{position:fixed;inset:0;z-index:9999;background:rgba(0,0,0,.6)}';
export default ruleFixtures(rule, [
  { name: 'no overlays', html: '<main><p>Article</p></main>', expect: 'pass' },
  { name: 'overlay hidden by default', html: `<style>${overlay}.newsletter-overlay{display:none}</style><div class="newsletter-overlay"><form><input name="email"></form></div>`, expect: 'pass' },
  { name: 'cookie banner is exempt', html: '<style>.cookie-consent{position:fixed;inset:0;z-index:9999}</style><div class="cookie-consent">We use cookies</div>', expect: 'pass' },
  { name: 'newsletter overlay at load', html: `<style>${overlay}</style><div class="newsletter-overlay"><form><input name="email"></form></div>`, expect: 'warn', finding: /full-screen overlay/ },
  { name: 'open dialog', html: '<dialog open><p>Subscribe!</p></dialog>', expect: 'warn', finding: /open when the page loads/ },
  { name: 'generic fixed overlay', html: '<style>#shade{position:fixed;top:0;left:0;width:100%;height:100vh;z-index:500}</style><div id="shade"></div>', expect: 'needs-review', finding: /#shade/ },
  { name: 'modal by aria', html: '<div role="dialog" aria-modal="true"><p>Hi</p></div>', expect: 'needs-review' },
]);
