import { defineRule } from '@pagegrade/core';
import { securityTxt } from '../lib/security-txt.ts';

export default defineRule({
  id: 'security/security-txt-format',
  dimension: 'security',
  title: 'security.txt is served over HTTPS as UTF-8 text and names its canonical URL',
  failureTitle: 'security.txt is served insecurely, with the wrong type, or from a non-canonical URL',
  description: 'Checks how the security.txt is delivered (RFC 9116 §3, §2.5.2): over https:// (fail otherwise), with Content-Type text/plain (fail otherwise) and charset utf-8 (warn if another charset is declared), and, when it has Canonical fields, that one of them is the URL it was fetched from (warn otherwise). Whether the file is PGP-signed is reported but optional.',
  why: 'A security.txt fetched over HTTP can be altered to redirect vulnerability reports to an attacker. Serving it as HTML or another type makes parsers reject it, and a Canonical that does not match suggests a copied or stale file.',
  fix: 'Serve /.well-known/security.txt over HTTPS with `Content-Type: text/plain; charset=utf-8` and list its own URL in `Canonical:`; optionally sign it with OpenPGP cleartext signatures.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['securityTxt'],
  references: ['https://www.rfc-editor.org/rfc/rfc9116#section-3'],
  check(ctx) {
    const txt = securityTxt(ctx.page);
    if (!txt || txt.fields.size === 0) return ctx.notApplicable('There is no security.txt to check (see security/security-txt).');
    const res = txt.resource;
    if (!res.url.startsWith('https:')) ctx.report(null, `security.txt is served over plain HTTP (${res.url.slice(0, 80)}).`);
    const ct = (res.headers.get('content-type') ?? '').toLowerCase();
    if (!ct.startsWith('text/plain')) ctx.report(null, `security.txt is served as "${ct.slice(0, 60) || 'no Content-Type'}", not text/plain.`);
    else {
      const cs = /charset\s*=\s*"?([\w-]+)/.exec(ct)?.[1];
      if (cs && cs !== 'utf-8' && cs !== 'utf8') ctx.warn(null, `security.txt declares charset=${cs}; it must be utf-8.`);
    }
    const canon = txt.fields.get('canonical') ?? [];
    if (canon.length && !canon.some((c) => c.trim() === res.url)) ctx.warn(null, `Canonical ${canon[0]!.slice(0, 80)} does not list the URL the file was fetched from (${res.url.slice(0, 80)}).`);
    return undefined;
  },
});
