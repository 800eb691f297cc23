import { defineRule } from '@pagegrade/core';

/** RFC 6125 §6.4.3: a wildcard stands for exactly one left-most label. */
function matches(host: string, name: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const n = name.trim().toLowerCase().replace(/\.$/, '');
  if (n === h) return true;
  if (n.startsWith('*.')) {
    const dot = h.indexOf('.');
    return dot > 0 && h.slice(dot + 1) === n.slice(2);
  }
  return false;
}

export default defineRule({
  id: 'security/certificate-trusted',
  dimension: 'security',
  title: 'The certificate is trusted and matches the host',
  failureTitle: 'The TLS certificate is not trusted or does not match the host name',
  description: 'Checks the certificate the server presented: its chain validates against the system trust store (reporting the validation error, e.g. self-signed, unknown issuer, incomplete chain), and one of its subjectAltName DNS names matches the page\'s host, wildcards covering a single label. Expiry is judged separately by security/certificate-expiry.',
  why: 'Browsers stop visitors with a full-page warning when the certificate is untrusted or issued for another name; most users leave, and those who click through can no longer tell the real site from an impostor.',
  fix: 'Install a certificate from a public CA (e.g. Let\'s Encrypt) that lists every host name the site answers on, and serve the full chain including intermediates.',
  impact: 'critical',
  tags: ['best-practice'],
  needs: ['https', 'tls'],
  cap: { max: 30, scope: 'dimension', reason: 'browsers reject the TLS certificate.' },
  check(ctx) {
    const tls = ctx.page.tls!;
    const host = ctx.page.location?.hostname ?? '';
    const problems: string[] = [];
    const mismatch = tls.altNames.length > 0 && !tls.altNames.some((n) => matches(host, n));
    if (mismatch) problems.push(`it is issued for ${tls.altNames.slice(0, 5).join(', ')}${tls.altNames.length > 5 ? ` and ${tls.altNames.length - 5} more` : ''}, not ${host}`);
    // The fetcher also reports a host-name mismatch as the authorization error; name it once.
    const err = tls.authorizationError ?? 'unknown reason';
    if (!tls.authorized && !(mismatch && /does not match/i.test(err))) problems.push(`it is not trusted (${err.slice(0, 160)})`);
    if (problems.length) return ctx.fail(`The certificate is rejected: ${problems.join('; ')}.`);
    return ctx.pass(tls.altNames.length ? `Trusted chain; ${host} matches the certificate's names.` : 'Trusted chain (the snapshot lists no subjectAltName to compare).');
  },
});
