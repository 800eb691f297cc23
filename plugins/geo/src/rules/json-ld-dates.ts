import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { label, ldNodes, text } from '../lib/jsonld.ts';

const DATE_PROPS = ['datePublished', 'dateModified', 'dateCreated', 'uploadDate'];
/** ISO 8601 date, optionally with time and offset (the forms schema.org Date/DateTime use). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** Allow a day of clock skew and time zones before calling a date "in the future". */
const SKEW_MS = 86_400_000;

export default defineRule({
  id: 'geo/json-ld-dates',
  dimension: 'geo',
  title: 'Structured-data dates are valid ISO 8601 and plausible',
  failureTitle: 'Structured-data dates are malformed, in the future or out of order',
  description:
    'Checks datePublished, dateModified, dateCreated and uploadDate in the JSON-LD: each must be an ISO 8601 date or date-time (fail otherwise), not later than one day after the page was captured (fail; not judged when the capture time is unknown, as for a saved file whose time was not given), and dateModified must not precede datePublished (fail). A date-time without a time zone warns. Not applicable when the JSON-LD has no dates.',
  why: 'Answer engines use these dates to judge freshness and to say "as of" when they quote; a malformed or impossible date is ignored or, worse, misleads them.',
  fix: 'Emit dates as ISO 8601 with an offset, e.g. `2026-03-01T09:00:00+01:00`, from the real publication and last-change times.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/article#structured-data-type-definitions'],
  check(ctx) {
    const found = counting(ctx);
    const now = ctx.page.fetchedAt?.getTime() ?? null;
    let seen = 0;
    for (const n of ldNodes(ctx.page)) {
      const parsed: Record<string, number> = {};
      for (const prop of DATE_PROPS) {
        const v = text(n.node[prop]);
        if (v === null) continue;
        seen++;
        const m = ISO.exec(v);
        const t = m ? Date.parse(m[4] && !m[7] ? v.replace(' ', 'T') + 'Z' : v.replace(' ', 'T')) : NaN;
        if (!m || Number.isNaN(t)) {
          found.report(n.block.element, `${label(n)} ${prop} "${v}" is not an ISO 8601 date.`);
          continue;
        }
        parsed[prop] = t;
        if (m[4] && !m[7]) found.warn(n.block.element, `${label(n)} ${prop} "${v}" has a time but no time zone.`);
        if (now !== null && t > now + SKEW_MS) found.report(n.block.element, `${label(n)} ${prop} "${v}" is after the page was captured (${ctx.page.fetchedAt!.toISOString().slice(0, 10)}).`);
      }
      if (parsed['datePublished'] !== undefined && parsed['dateModified'] !== undefined && parsed['dateModified'] < parsed['datePublished'] - SKEW_MS) {
        found.report(n.block.element, `${label(n)} dateModified "${text(n.node['dateModified'])}" is before datePublished "${text(n.node['datePublished'])}".`);
      }
    }
    if (seen === 0) return ctx.notApplicable('The JSON-LD has no dates.');
    if (found.count) return undefined;
    // Without a capture time no date is compared with it: the page's notes say so once for every check.
    return ctx.pass(now === null ? `${seen} date value(s), all valid and in order.` : `${seen} date value(s), all valid and plausible.`);
  },
});
