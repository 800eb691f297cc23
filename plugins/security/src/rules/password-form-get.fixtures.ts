import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './password-form-get.ts';

export default ruleFixtures(rule, [
  { name: 'post', html: '<form method="POST" action="/login"><input type="password" name="pw"></form>', expect: 'pass' },
  { name: 'default get', html: '<form action="/login"><input name="u"><input type="password" name="pw"></form>', expect: 'fail', finding: /default GET/ },
  { name: 'explicit get', html: '<form method="get" action="/login"><input type="password" name="pw"></form>', expect: 'fail', finding: /submits with GET/ },
  { name: 'button formmethod post', html: '<form action="/login"><input type="password" name="pw"><button formmethod="post">Log in</button></form>', expect: 'pass' },
  { name: 'no password form', html: '<form action="/s"><input name="q"></form>', expect: 'not-applicable' },
]);
