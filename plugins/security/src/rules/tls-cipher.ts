import { defineRule } from '@pagegrade/core';

/** Broken or export-grade primitives: no modern client should ever negotiate them. */
const BROKEN = [/NULL/, /EXPORT|EXP-/, /RC4/, /(^|[-_])DES([-_]|$)|DES-CBC(?!3)|_DES_/, /3DES|DES-CBC3|DES_EDE/, /MD5/, /ANON|ADH|AECDH/];
/** TLS 1.3 suites (IANA names and OpenSSL's) all use AEAD with ephemeral key exchange. */
const TLS13 = /^TLS_(AES_(128|256)_GCM|CHACHA20_POLY1305|AES_128_CCM)/;

export default defineRule({
  id: 'security/tls-cipher',
  dimension: 'security',
  title: 'The cipher suite is strong with forward secrecy',
  failureTitle: 'The negotiated cipher suite is weak or lacks forward secrecy',
  description: 'Checks the cipher suite negotiated with the server. NULL, export-grade, anonymous, RC4, DES, 3DES or MD5 suites fail. Suites without ephemeral (EC)DHE key exchange (no forward secrecy) or with CBC mode instead of AEAD (GCM, CCM, ChaCha20-Poly1305) warn. Only the negotiated suite is known, not every suite the server accepts.',
  why: 'Broken ciphers let an attacker decrypt traffic outright (Sweet32, RC4 biases). Without forward secrecy, anyone who later obtains the server\'s private key can decrypt every recorded past session; CBC suites carry a long history of padding-oracle attacks.',
  fix: 'Use a modern server configuration (Mozilla SSL Configuration Generator, "intermediate"): TLS 1.3 suites plus ECDHE with AES-GCM or ChaCha20-Poly1305 for TLS 1.2.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['https', 'tls'],
  references: ['https://wiki.mozilla.org/Security/Server_Side_TLS'],
  check(ctx) {
    const raw = ctx.page.tls!.cipher;
    if (!raw) return ctx.notApplicable('The negotiated cipher suite is not in this snapshot.');
    const c = raw.trim().toUpperCase();
    if (TLS13.test(c)) return ctx.pass(`${raw} (TLS 1.3 suite).`);
    const broken = BROKEN.find((re) => re.test(c));
    if (broken) return ctx.fail(`The server negotiated ${raw}, a broken cipher suite.`);
    const problems: string[] = [];
    if (!/(^|[-_])(ECDHE|DHE|EDH)[-_]/.test(c)) problems.push('no forward secrecy (static RSA key exchange)');
    if (!/GCM|CCM|CHACHA20|POLY1305/.test(c)) problems.push('CBC mode instead of an AEAD cipher');
    if (problems.length) return ctx.warning(`${raw}: ${problems.join('; ')}.`);
    return ctx.pass(`${raw}.`);
  },
});
