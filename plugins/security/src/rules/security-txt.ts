import { defineRule } from '@pagegrade/core';
import { isWellKnownLocation, looksLikeHtml, securityTxt } from '../lib/security-txt.ts';

export default defineRule({
  id: 'security/security-txt',
  dimension: 'security',
  title: 'The site publishes a security.txt',
  failureTitle: 'The site has no security.txt at /.well-known/security.txt',
  description: 'Checks that /.well-known/security.txt (RFC 9116) exists and is a text file with at least one field. A file only at the legacy /security.txt location is a warning; a 404, or an HTML page answered in its place, fails. Its contents are judged by security/security-txt-fields and security/security-txt-expiry.',
  why: 'Researchers who find a vulnerability need to know whom to tell. Without a security.txt reports get lost in general support queues or public forums, or are never made.',
  fix: 'Publish /.well-known/security.txt with at least `Contact: mailto:security@example.com` and `Expires: 2027-01-01T00:00:00Z` (https://securitytxt.org generates one).',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['securityTxt'],
  references: ['https://www.rfc-editor.org/rfc/rfc9116'],
  check(ctx) {
    const txt = securityTxt(ctx.page);
    const res = ctx.page.resourcesOf('securityTxt');
    const ok = res.find((r) => r.state === 'ok');
    if (ok && (!txt || txt.fields.size === 0)) {
      const html = looksLikeHtml(ok);
      return ctx.fail(`${ok.url} answers ${ok.status} with ${html ? 'an HTML page' : 'no security.txt fields'} instead of a security.txt.`);
    }
    if (!txt) return ctx.fail(`No security.txt: ${res.map((r) => `${r.url} answers ${r.status}`).join('; ')}.`);
    if (!isWellKnownLocation(txt.resource.url)) return ctx.warning(`security.txt is only at the legacy location ${txt.resource.url}; RFC 9116 requires /.well-known/security.txt.`);
    return ctx.pass(`${txt.resource.url} with ${[...txt.fields.keys()].join(', ')}${txt.signed ? ' (signed)' : ''}.`);
  },
});
