import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cookie-httponly.ts';

export default ruleFixtures(rule, [
  { name: 'httponly session', headers: { 'set-cookie': ['PHPSESSID=abc; Secure; HttpOnly', 'theme=dark'] }, expect: 'pass' },
  { name: 'session without httponly', headers: { 'set-cookie': 'session_id=abc; Secure; SameSite=Lax' }, expect: 'fail', finding: /"session_id"/ },
  { name: 'auth token', headers: { 'set-cookie': 'auth_token=abc; Secure' }, expect: 'fail', finding: /"auth_token"/ },
  { name: 'csrf token is exempt', headers: { 'set-cookie': 'XSRF-TOKEN=abc; Secure' }, expect: 'not-applicable' },
  { name: 'non-session cookie', headers: { 'set-cookie': 'theme=dark' }, expect: 'not-applicable' },
]);
