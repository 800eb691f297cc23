import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './form-action-http.ts';

export default ruleFixtures(rule, [
  { name: 'https and relative actions', html: '<form action="/search"></form><form action="https://pay.example.net/"></form>', expect: 'pass' },
  { name: 'http action', html: '<form action="http://newsletter.example.net/subscribe"><input name="email"></form>', expect: 'fail', finding: /submits to http:\/\/newsletter\.example\.net\/subscribe/ },
  { name: 'http formaction', html: '<form action="/a"><button formaction="http://example.org/b">Go</button></form>', expect: 'fail', finding: /button formaction/ },
  { name: 'on http page too', url: 'http://example.com/', html: '<form action="http://example.com/login"></form>', expect: 'fail' },
  { name: 'no forms', html: '<p>x</p>', expect: 'not-applicable' },
]);
