import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cors-policy.ts';

export default ruleFixtures(rule, [
  { name: 'no CORS', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'public', headers: { 'access-control-allow-origin': '*' }, expect: 'pass' },
  { name: 'specific origin with credentials', headers: { 'access-control-allow-origin': 'https://app.example.com', 'access-control-allow-credentials': 'true' }, expect: 'pass' },
  { name: 'wildcard with credentials', headers: { 'access-control-allow-origin': '*', 'access-control-allow-credentials': 'true' }, expect: 'fail', finding: /Credentials: true/ },
  { name: 'null origin', headers: { 'access-control-allow-origin': 'null' }, expect: 'fail', finding: /null/ },
  { name: 'list of origins', headers: { 'access-control-allow-origin': 'https://a.example https://b.example' }, expect: 'fail', finding: /several values/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
