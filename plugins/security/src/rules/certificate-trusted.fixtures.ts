import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './certificate-trusted.ts';

export default ruleFixtures(rule, [
  { name: 'trusted, exact name', tls: { authorized: true, altNames: ['example.com', 'www.example.com'] }, expect: 'pass' },
  { name: 'wildcard', url: 'https://shop.example.com/', tls: { authorized: true, altNames: ['*.example.com'] }, expect: 'pass' },
  { name: 'wildcard does not cover two labels', url: 'https://a.b.example.com/', tls: { authorized: true, altNames: ['*.example.com'] }, expect: 'fail', finding: /not a\.b\.example\.com/ },
  { name: 'self-signed', tls: { authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT', altNames: ['example.com'] }, expect: 'fail', finding: /DEPTH_ZERO_SELF_SIGNED_CERT/ },
  { name: 'wrong host', tls: { authorized: true, altNames: ['other.example.net'] }, expect: 'fail', finding: /issued for other\.example\.net/ },
  {
    name: 'wrong host reported once',
    tls: { authorized: false, authorizationError: "Hostname/IP does not match certificate's altnames: Host: example.com. is not in the cert's altnames: DNS:other.example.net", altNames: ['other.example.net'] },
    expect: 'fail',
    finding: /^The certificate is rejected: it is issued for other\.example\.net, not example\.com\.$/,
  },
  { name: 'mismatch known only from the error', tls: { authorized: false, authorizationError: 'ERR_TLS_CERT_ALTNAME_INVALID', altNames: [] }, expect: 'fail', finding: /not trusted \(ERR_TLS_CERT_ALTNAME_INVALID\)/ },
  { name: 'no TLS facts', tls: null, expect: 'not-applicable' },
]);
