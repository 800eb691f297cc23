import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './consent-script-order.ts';

const cmp = '<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="x"></script>';
const ga = '<script async src="https://www.google-analytics.com/analytics.js"></script>';

export default ruleFixtures(rule, [
  { name: 'CMP first', html: `<head>${cmp}${ga}</head>`, expect: 'pass' },
  { name: 'tracker before CMP', html: `<head>${ga}${cmp}</head>`, expect: 'warn', finding: /comes before the consent platform/ },
  { name: 'blocking tracker after async CMP', html: '<head><script async src="https://consent.cookiebot.com/uc.js"></script><script src="https://connect.facebook.net/en_US/fbevents.js"></script></head>', expect: 'warn', finding: /blocking script/ },
  { name: 'inline pixel snippet before the CMP', html: `<head><noscript><img src="https://www.facebook.com/tr?id=1" alt=""></noscript><script>!function(){var t=document.createElement('script');t.src='https://connect.facebook.net/en_US/fbevents.js';document.head.appendChild(t)}();</script>${cmp}</head>`, expect: 'warn', finding: /Facebook/ },
  { name: 'no CMP', html: ga, expect: 'not-applicable' },
  { name: 'CMP but no trackers', html: cmp, expect: 'not-applicable' },
]);
