import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './bfcache-blockers.ts';

export default ruleFixtures(rule, [
  { name: 'pagehide handler', html: '<script>addEventListener("pagehide", save)</script>', expect: 'pass' },
  { name: 'unload listener', html: '<script>window.addEventListener("unload", function () { navigator.sendBeacon("/log") })</script>', expect: 'fail', finding: 'An unload event listener is registered in an inline script.' },
  { name: 'onunload assignment in a fetched script', html: '<script src="/t.js"></script>', resources: { '/t.js': { body: 'window.onunload = function(){}', headers: { 'content-type': 'text/javascript' } } }, expect: 'fail', finding: /window\.onunload is assigned/ },
  { name: 'body onunload', html: '<body onunload="bye()"><p>x</p></body>', expect: 'fail', finding: /<body> has an onunload/ },
  { name: 'no-store document', headers: { 'content-type': 'text/html', 'cache-control': 'no-store' }, html: '<p>x</p>', expect: 'warn', finding: /no-store/ },
  { name: 'listener on another element', html: '<script>frame.addEventListener("unload", f)</script>', expect: 'pass' },
]);
