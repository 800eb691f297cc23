import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './sync-xhr.ts';

export default ruleFixtures(rule, [
  { name: 'asynchronous request', html: '<script>var x = new XMLHttpRequest(); x.open("GET", "/api", true); x.send()</script>', expect: 'pass' },
  { name: 'window.open is not a request', html: '<script>window.open("/help", "help", false)</script>', expect: 'pass' },
  { name: 'synchronous GET', html: '<script>var x = new XMLHttpRequest(); x.open("GET", "/config.json", false); x.send()</script>', expect: 'fail', finding: 'A synchronous GET request is opened in an inline script.' },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
