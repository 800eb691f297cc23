import { defineRule } from '@pagegrade/core';
import { securityTxt } from '../lib/security-txt.ts';

const DAY = 86_400_000;
/** RFC 9116 §2.5.5 recommends an Expires less than a year into the future. */
const MAX_DAYS = 366;

export default defineRule({
  id: 'security/security-txt-expiry',
  dimension: 'security',
  title: 'security.txt is current (Expires within the next year)',
  failureTitle: 'security.txt has expired or expires too far ahead',
  description: `Compares the Expires field of security.txt with the time of the fetch: a date in the past fails (RFC 9116 says the file must then be treated as stale); more than ${MAX_DAYS} days ahead warns (the RFC recommends less than a year, so the file is reviewed regularly).`,
  why: 'An expired file tells researchers its contacts may no longer be read; a far-future date lets outdated contacts linger for years after the team or address changed.',
  fix: 'Review the contacts and set Expires to a date within the next year; renew it as part of a recurring task.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['securityTxt'],
  references: ['https://www.rfc-editor.org/rfc/rfc9116#section-2.5.5'],
  check(ctx) {
    const txt = securityTxt(ctx.page);
    const raw = txt?.fields.get('expires')?.[0];
    if (!txt || raw === undefined) return ctx.notApplicable('There is no security.txt Expires field (see security/security-txt-fields).');
    const t = Date.parse(raw);
    if (Number.isNaN(t)) return ctx.notApplicable(`Expires "${raw.slice(0, 60)}" is not a date (see security/security-txt-fields).`);
    const now = ctx.page.fetchedAt;
    if (!now) return ctx.notApplicable('The snapshot has no fetch time to compare with.');
    const days = Math.floor((t - now.getTime()) / DAY);
    const date = new Date(t).toISOString().slice(0, 10);
    if (t <= now.getTime()) return ctx.fail(`security.txt expired on ${date}.`);
    if (days > MAX_DAYS) return ctx.warning(`Expires ${date} is ${days} days ahead; keep it under a year.`);
    return ctx.pass(`Expires ${date}, in ${days} days.`);
  },
});
