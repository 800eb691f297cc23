import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './strict-transport-security.ts';

export default ruleFixtures(rule, [
  { name: 'one year with subdomains', headers: { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }, expect: 'pass' },
  { name: 'missing header', headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /No Strict-Transport-Security/ },
  { name: 'max-age too short', headers: { 'strict-transport-security': 'max-age=300' }, expect: 'fail', finding: /under six months/ },
  { name: 'between six months and a year', headers: { 'strict-transport-security': 'max-age=20000000' }, expect: 'warn' },
  { name: 'malformed', headers: { 'strict-transport-security': 'includeSubDomains' }, expect: 'fail', finding: /no valid max-age/ },
  { name: 'quoted max-age', headers: { 'strict-transport-security': 'max-age="63072000"' }, expect: 'pass' },
  { name: 'max-age=0', headers: { 'strict-transport-security': 'max-age=0' }, expect: 'fail', finding: /forget HSTS/ },
  { name: 'plain http page', url: 'http://example.com/', headers: {}, expect: 'not-applicable' },
  { name: 'bare HTML file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
