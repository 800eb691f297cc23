import { defineRule } from '@pagegrade/core';
import { securityTxt } from '../lib/security-txt.ts';

const URI_FIELDS = ['encryption', 'acknowledgments', 'policy', 'hiring', 'canonical', 'csaf'];
const SINGLE = ['expires', 'preferred-languages'];

export default defineRule({
  id: 'security/security-txt-fields',
  dimension: 'security',
  title: 'security.txt has valid Contact and Expires fields',
  failureTitle: 'security.txt lacks required fields or has invalid ones',
  description: 'Checks the fields of the security.txt against RFC 9116 §2.5: at least one Contact, each a mailto:, https: or tel: URI; exactly one Expires in RFC 3339 date-time format; Expires and Preferred-Languages at most once; web URIs of Encryption, Acknowledgments, Policy, Hiring, Canonical and CSAF on https://; and no lines that are not `Field: value` or comments. Date validity is judged by security/security-txt-expiry.',
  why: 'Tools and researchers read security.txt by machine: a file without a usable Contact cannot route a report, and one without Expires cannot be told apart from an abandoned file.',
  fix: 'Write `Contact: mailto:security@example.com` (or an https:// form) and `Expires: 2027-01-01T00:00:00Z`, one field per line, and serve other URIs over https://.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['securityTxt'],
  references: ['https://www.rfc-editor.org/rfc/rfc9116#section-2.5'],
  check(ctx) {
    const txt = securityTxt(ctx.page);
    if (!txt || txt.fields.size === 0) return ctx.notApplicable('There is no security.txt to read (see security/security-txt).');
    const f = txt.fields;
    const contacts = f.get('contact') ?? [];
    if (!contacts.length) ctx.report(null, 'No Contact field.');
    for (const c of contacts) {
      const scheme = c.toLowerCase();
      if (scheme.startsWith('http:')) ctx.report(null, `Contact ${c.slice(0, 80)} uses http://; web contacts must be https://.`);
      else if (!/^(mailto:|https:\/\/|tel:)/.test(scheme)) ctx.report(null, `Contact "${c.slice(0, 80)}" is not a mailto:, https:// or tel: URI.`);
    }
    const expires = f.get('expires') ?? [];
    if (!expires.length) ctx.report(null, 'No Expires field.');
    else if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(expires[0]!) || Number.isNaN(Date.parse(expires[0]!))) {
      ctx.report(null, `Expires "${expires[0]!.slice(0, 60)}" is not an RFC 3339 date-time such as 2027-01-01T00:00:00Z.`);
    }
    for (const name of SINGLE) if ((f.get(name)?.length ?? 0) > 1) ctx.report(null, `${name} appears ${f.get(name)!.length} times; it may appear only once.`);
    for (const name of URI_FIELDS) for (const v of f.get(name) ?? []) if (v.toLowerCase().startsWith('http:')) ctx.report(null, `${name}: ${v.slice(0, 80)} uses http://; web URIs must be https://.`);
    for (const b of txt.badLines.slice(0, 5)) ctx.warn(null, `Line ${b.line} "${b.text}" is neither a field nor a comment.`);
    return undefined;
  },
});
