import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './http-status-code.ts';

export default ruleFixtures(rule, [
  { name: '200 OK', html: '<p>hi</p>', expect: 'pass' },
  { name: '404', status: 404, html: '<p>Not found</p>', expect: 'fail', finding: /HTTP 404/ },
  { name: '503', status: 503, html: '<p>Down</p>', expect: 'fail', finding: /server error/ },
  { name: 'bare HTML file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
