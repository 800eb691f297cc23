import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tls-version.ts';

export default ruleFixtures(rule, [
  { name: 'TLS 1.3', tls: { protocol: 'TLSv1.3' }, expect: 'pass' },
  { name: 'TLS 1.2', tls: { protocol: 'TLSv1.2' }, expect: 'pass', finding: /TLS 1\.2/ },
  { name: 'TLS 1.0', tls: { protocol: 'TLSv1' }, expect: 'fail', finding: /negotiated TLSv1,/ },
  { name: 'TLS 1.1', tls: { protocol: 'TLSv1.1' }, expect: 'fail' },
  { name: 'SSLv3', tls: { protocol: 'SSLv3' }, expect: 'fail' },
  { name: 'unknown protocol', tls: { protocol: null }, expect: 'not-applicable' },
  { name: 'no TLS facts', tls: null, expect: 'not-applicable' },
  { name: 'http page', url: 'http://example.com/', expect: 'not-applicable' },
]);
