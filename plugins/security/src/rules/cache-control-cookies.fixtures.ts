import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cache-control-cookies.ts';

export default ruleFixtures(rule, [
  { name: 'private', headers: { 'set-cookie': 'sid=1; Secure', 'cache-control': 'private, max-age=0' }, expect: 'pass' },
  { name: 'no-store', headers: { 'set-cookie': 'sid=1; Secure', 'cache-control': 'no-store' }, expect: 'pass' },
  { name: 'public', headers: { 'set-cookie': 'sid=1; Secure', 'cache-control': 'public, max-age=600' }, expect: 'fail', finding: /sets sid/ },
  { name: 's-maxage', headers: { 'set-cookie': 'sid=1; Secure', 'cache-control': 'max-age=0, s-maxage=300' }, expect: 'fail' },
  { name: 'no cache-control', headers: { 'set-cookie': 'sid=1; Secure' }, expect: 'warn', finding: /without Cache-Control/ },
  { name: 'no cookies', headers: { 'cache-control': 'public, max-age=600' }, expect: 'not-applicable' },
]);
