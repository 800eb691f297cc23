import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tls-cipher.ts';

export default ruleFixtures(rule, [
  { name: 'TLS 1.3 suite', tls: { cipher: 'TLS_AES_256_GCM_SHA384' }, expect: 'pass' },
  { name: 'ECDHE GCM', tls: { protocol: 'TLSv1.2', cipher: 'ECDHE-RSA-AES128-GCM-SHA256' }, expect: 'pass' },
  { name: 'static RSA', tls: { protocol: 'TLSv1.2', cipher: 'AES128-GCM-SHA256' }, expect: 'warn', finding: /no forward secrecy/ },
  { name: 'CBC', tls: { protocol: 'TLSv1.2', cipher: 'ECDHE-RSA-AES128-SHA' }, expect: 'warn', finding: /CBC/ },
  { name: '3DES', tls: { protocol: 'TLSv1', cipher: 'DES-CBC3-SHA' }, expect: 'fail', finding: /broken/ },
  { name: 'RC4', tls: { protocol: 'TLSv1', cipher: 'RC4-SHA' }, expect: 'fail' },
  { name: 'unknown', tls: { cipher: null }, expect: 'not-applicable' },
]);
