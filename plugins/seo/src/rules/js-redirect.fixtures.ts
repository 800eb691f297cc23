import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './js-redirect.ts';

export default ruleFixtures(rule, [
  { name: 'redirect inside a handler', html: '<script>document.querySelector("#go").addEventListener("click", function () { location.href = "/next"; });</script>', expect: 'pass' },
  { name: 'conditional redirect', html: '<script>if (!document.cookie) { window.location = "/consent"; }</script>', expect: 'pass' },
  { name: 'top-level assignment', html: '<script>window.location.href = "/new-home";</script>', expect: 'warn', finding: /An inline script redirects every visitor to https:\/\/example\.com\/new-home/ },
  { name: 'location.replace', html: '<script>var x = 1;\nlocation.replace(`https://example.org/`);</script>', expect: 'warn', finding: /https:\/\/example\.org\// },
  { name: 'computed target', html: '<script>location = "/l/" + navigator.language;</script>', expect: 'warn', finding: /a computed URL/ },
  { name: 'external script', html: '<script src="/r.js"></script>', resources: { '/r.js': { body: 'document.location = "/moved";', headers: { 'content-type': 'text/javascript' } } }, expect: 'warn', finding: /Script https:\/\/example\.com\/r\.js redirects/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
