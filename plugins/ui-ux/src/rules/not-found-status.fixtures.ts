import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './not-found-status.ts';

const probe = '/pagegrade-missing-7f3a9c';
export default ruleFixtures(rule, [
  { name: '404', resources: { [probe]: { status: 404, role: 'notFound', body: '<h1>Not found</h1>', headers: { 'content-type': 'text/html' } } }, expect: 'pass' },
  { name: '410', resources: { [probe]: { status: 410, role: 'notFound', body: '' } }, expect: 'pass' },
  { name: 'soft 404', resources: { [probe]: { status: 200, role: 'notFound', body: '<h1>Welcome</h1>', headers: { 'content-type': 'text/html' } } }, expect: 'fail', finding: /answers 200/ },
  { name: 'redirect', resources: { [probe]: { status: 302, role: 'notFound', headers: { location: '/' } } }, expect: 'warn', finding: /redirects to \// },
  { name: 'probe failed', resources: { [probe]: { role: 'notFound', error: 'timeout' } }, expect: 'error' },
  { name: 'no probe', html: '<p>x</p>', expect: 'not-applicable' },
]);
