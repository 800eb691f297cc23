import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './postmessage-wildcard.ts';

export default ruleFixtures(rule, [
  { name: 'explicit origin', html: '<script>frame.contentWindow.postMessage({a:1}, "https://widget.example.com");</script>', expect: 'pass' },
  { name: 'worker transfer list', html: '<script>worker.postMessage(buf, [buf]);</script>', expect: 'pass' },
  { name: 'wildcard inline', html: '<script>window.parent.postMessage({token: t}, "*");</script>', expect: 'warn', finding: /inline script/ },
  { name: 'wildcard in external script', html: '<script src="/app.js"></script>', resources: { '/app.js': { headers: { 'content-type': 'text/javascript' }, body: 'opener["postMessage"](x, "*");' } }, expect: 'warn', finding: /app\.js/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
