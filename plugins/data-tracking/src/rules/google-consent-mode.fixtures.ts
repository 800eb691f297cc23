import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './google-consent-mode.ts';

const gtagJs = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC"></script>';
const defaults = (body: string) => `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent', 'default', {${body}});</script>`;

export default ruleFixtures(rule, [
  { name: 'complete v2 defaults', html: defaults("ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500") + gtagJs, expect: 'pass' },
  { name: 'v1 defaults only', html: defaults("ad_storage: 'denied', analytics_storage: 'denied'") + gtagJs, expect: 'warn', finding: /lacks ad_user_data, ad_personalization/ },
  { name: 'granted everywhere', html: defaults("ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted'") + gtagJs, expect: 'warn', finding: /grants/ },
  { name: 'granted outside the EEA only', html: defaults("ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', region: ['US']") + gtagJs, expect: 'pass' },
  { name: 'no defaults, no CMP', html: gtagJs, expect: 'warn', finding: /no gtag\('consent', 'default'/ },
  { name: 'no defaults, CMP present', html: '<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>' + gtagJs, expect: 'needs-review' },
  { name: 'no Google tags', html: '<script src="https://plausible.io/js/script.js"></script>', expect: 'not-applicable' },
  { name: 'a preconnect to Google Analytics loads no tag', html: '<link rel="preconnect" href="https://www.google-analytics.com"><link rel="dns-prefetch" href="https://www.googletagmanager.com">', expect: 'not-applicable' },
]);
