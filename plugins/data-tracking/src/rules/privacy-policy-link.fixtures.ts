import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './privacy-policy-link.ts';

export default ruleFixtures(rule, [
  { name: 'English footer link', html: '<footer><a href="/legal/privacy">Privacy</a></footer>', expect: 'pass' },
  { name: 'German Datenschutzerklärung', html: '<footer><a href="/ds">Datenschutzerklärung</a></footer>', expect: 'pass', finding: /datenschutz/ },
  { name: 'French by URL', html: '<footer><a href="/politique-de-confidentialite">Mentions</a></footer>', expect: 'pass' },
  { name: 'rel=privacy-policy', html: '<link rel="privacy-policy" href="/p"><a href="/">Home</a>', expect: 'pass' },
  { name: 'only the reCAPTCHA notice link', html: '<p>Protected by reCAPTCHA; the Google <a href="https://policies.google.com/privacy">Privacy Policy</a> applies.</p><a href="/about">About</a>', expect: 'fail' },
  { name: 'no privacy link', html: '<footer><a href="/about">About</a><a href="/contact">Contact</a></footer>', expect: 'fail', finding: /None of the 2 links/ },
  { name: 'script-rendered shell', html: '<div id="root"></div><script src="/app.js"></script>', expect: 'needs-review' },
]);
