import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './soft-404.ts';

const probe = '/pagegrade-probe-3f9c2a';

export default ruleFixtures(rule, [
  { name: '404', resources: { [probe]: { role: 'notFound', status: 404, body: 'Not found' } }, html: '', expect: 'pass' },
  { name: '410', resources: { [probe]: { role: 'notFound', status: 410 } }, html: '', expect: 'pass' },
  { name: '200', resources: { [probe]: { role: 'notFound', status: 200, body: '<h1>Oops</h1>' } }, html: '', expect: 'fail', finding: /pagegrade-probe-3f9c2a answered HTTP 200 instead of 404/ },
  { name: 'redirect home', resources: { [probe]: { role: 'notFound', status: 302, headers: { location: 'https://example.com/' } } }, html: '', expect: 'warn', finding: /redirects \(HTTP 302 to https:\/\/example\.com\/\)/ },
  { name: 'redirect to a relative location', resources: { [probe]: { role: 'notFound', status: 301, headers: { location: '/' } } }, html: '<p>x</p>', expect: 'warn', finding: /redirects \(HTTP 301 to \/\)/ },
  { name: 'probe failed', resources: { [probe]: { role: 'notFound', error: 'timeout' } }, html: '', expect: 'error' },
  { name: 'not probed', html: '', expect: 'not-applicable' },
]);
