import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './trackers-without-consent.ts';

const ga = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC"></script><script src="https://www.google-analytics.com/analytics.js"></script>';

export default ruleFixtures(rule, [
  { name: 'no trackers', html: '<script src="/app.js"></script><script defer src="https://plausible.io/js/script.js"></script>', expect: 'pass' },
  { name: 'Google Analytics and no CMP', html: ga, expect: 'fail', finding: /Google Analytics/ },
  { name: 'Facebook pixel snippet and no CMP', html: "<script>!function(f,b,e,v,n,t,s){t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','123');</script>", expect: 'fail', finding: /Facebook/ },
  { name: 'Cookiebot present', html: '<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="x"></script>' + ga, expect: 'needs-review', finding: /cookiebot/i },
  { name: 'OneTrust present', html: '<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>' + ga, expect: 'needs-review', finding: /Optanon/ },
  { name: 'Consent Mode defaults', html: "<script>gtag('consent', 'default', {ad_storage: 'denied', analytics_storage: 'denied'});</script>" + ga, expect: 'needs-review', finding: /Consent Mode/ },
  { name: 'trackers held back as text/plain', html: '<script src="https://consent.cookiebot.com/uc.js"></script><script type="text/plain" data-cookieconsent="statistics" src="https://www.google-analytics.com/analytics.js"></script>', expect: 'pass' },
  { name: 'a captured analytics hit counts', html: '<p>x</p>', resources: { 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC': { status: 204 } }, expect: 'fail', finding: /the request to https:\/\/www\.google-analytics\.com\/g\/collect/ },
  { name: 'profile links in an inline config are not trackers', html: '<script>window.site = { social: ["https://www.facebook.com/acme", "https://twitter.com/acme"] };</script>', expect: 'pass' },
  // Rendered mode: what the browser requested decides, not what the markup names.
  {
    name: 'rendered: a tracker a script requested counts',
    html: '<html><head><script src="/app.js"></script></head><body><p>x</p></body></html>',
    resources: { '/app.js': { body: 'load()', headers: { 'content-type': 'text/javascript' } }, 'https://connect.facebook.net/en_US/fbevents.js': { body: '', headers: { 'content-type': 'text/javascript' } } },
    rendered: {},
    expect: 'fail',
    finding: /Facebook/,
  },
  {
    name: 'rendered: a tracker the inline snippet names but the browser never requested',
    html: "<html><head><script>if (window.optIn) loadScript('https://connect.facebook.net/en_US/fbevents.js');</script></head><body><p>x</p></body></html>",
    rendered: {},
    expect: 'pass',
  },
  {
    name: 'rendered: a tracking pixel below the fold that was never requested',
    html: '<html><head></head><body><p>x</p><img loading="lazy" src="https://www.facebook.com/tr?id=1&ev=PageView"></body></html>',
    rendered: {},
    expect: 'pass',
  },
]);
