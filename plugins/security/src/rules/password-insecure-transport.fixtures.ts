import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './password-insecure-transport.ts';

export default ruleFixtures(rule, [
  { name: 'https login', html: '<form method="post" action="/login"><input type="password" name="pw"></form>', expect: 'pass' },
  { name: 'http page', url: 'http://example.com/login', html: '<form method="post"><input type="password" name="pw"></form>', expect: 'fail', finding: /"pw" is on a plain-HTTP page/ },
  { name: 'posts to http', html: '<form method="post" action="http://auth.example.net/login"><input type="password" name="pw"></form>', expect: 'fail', finding: /submitted to http:\/\/auth\.example\.net\/login/ },
  { name: 'form attribute owner', html: '<form id="f" action="http://auth.example.net/"></form><input type="password" form="f" name="pw">', expect: 'fail' },
  { name: 'no password fields', html: '<form><input name="q"></form>', expect: 'not-applicable' },
]);
