import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/tls-version',
  dimension: 'security',
  title: 'The connection uses TLS 1.2 or newer',
  failureTitle: 'The connection uses an obsolete TLS or SSL version',
  description: 'Checks the protocol version negotiated with the server: TLS 1.3 passes, TLS 1.2 passes with a note, TLS 1.1, TLS 1.0 and any SSL version fail (RFC 8996 deprecates TLS 1.0 and 1.1). Only the negotiated version is known: a server that also accepts older versions for older clients is not detected.',
  why: 'TLS 1.0 and 1.1 rely on weak hashes and cipher constructions with known attacks (BEAST, POODLE variants, SHA-1 handshakes); all major browsers refuse them and warn users, and PCI DSS forbids them.',
  fix: 'Enable TLS 1.3 and TLS 1.2 on the server and disable everything older (nginx: `ssl_protocols TLSv1.2 TLSv1.3;`; Apache: `SSLProtocol -all +TLSv1.2 +TLSv1.3`).',
  impact: 'serious',
  tags: ['best-practice'],
  needs: ['https', 'tls'],
  references: ['https://www.rfc-editor.org/rfc/rfc8996'],
  check(ctx) {
    const p = ctx.page.tls!.protocol;
    if (!p) return ctx.notApplicable('The negotiated TLS version is not in this snapshot.');
    const v = p.trim().toUpperCase().replace(/\s+/g, '');
    if (v === 'TLSV1.3') return ctx.pass('TLS 1.3.');
    if (v === 'TLSV1.2') return ctx.pass('TLS 1.2 (TLS 1.3 is faster and drops legacy cipher suites; consider enabling it).');
    if (v === 'TLSV1.1' || v === 'TLSV1' || v === 'TLSV1.0' || v.startsWith('SSL')) return ctx.fail(`The server negotiated ${p}, which browsers no longer accept.`);
    return ctx.notApplicable(`Unrecognised protocol "${p.slice(0, 30)}".`);
  },
});
