import { defineRule, dom } from '@pagegrade/core';
import { boundedText, counting } from '../lib/page.ts';

/**
 * The machine-readable forms HTML allows in <time> (HTML Living Standard §4.5.14): year, month,
 * date, yearless date, week, time, local and global date-time, time-zone offset, and durations.
 * Each pattern is anchored and has no nested quantifiers, and input is bounded to 64 characters.
 */
const FORMS: RegExp[] = [
  /^\d{4,}$/,
  /^\d{4,}-\d{2}$/,
  /^\d{4,}-\d{2}-\d{2}$/,
  /^-?-?\d{2}-\d{2}$/,
  /^\d{4,}-W\d{2}$/,
  /^\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/,
  /^\d{4,}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/,
  /^(?:Z|[+-]\d{2}:?\d{2})$/,
  /^P(?=\d|T\d)(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d{1,3})?S)?)?$/,
  /^(?:\d+(?:\.\d{1,3})?\s*[wdhms]\s*)+$/,
];

function valid(v: string): boolean {
  const s = v.trim();
  if (s.length === 0 || s.length > 64) return false;
  if (!FORMS.some((re) => re.test(s))) return false;
  const m = /^(\d{4,})-(\d{2})(?:-(\d{2}))?/.exec(s);
  if (m) {
    const month = Number(m[2]);
    if (month < 1 || month > 12) return false;
    if (m[3] !== undefined) {
      const day = Number(m[3]);
      const days = new Date(Date.UTC(Number(m[1]), month, 0)).getUTCDate();
      if (day < 1 || day > days) return false;
    }
  }
  return true;
}

export default defineRule({
  id: 'geo/time-elements-valid',
  dimension: 'geo',
  title: '<time> elements carry valid machine-readable values',
  failureTitle: 'Some <time> elements have no valid machine-readable value',
  description:
    'For each <time>: the `datetime` attribute (or, without it, the element text) must be one of the formats HTML defines — a date (2026-03-01), month, year, week, time, date-time with optional offset, time-zone offset, or duration — with a real month and day. Fails per invalid element. Not applicable without <time>.',
  why: '<time datetime> is how crawlers read a displayed date such as "last Tuesday" or "1 March" unambiguously; an invalid value is ignored, so the page looks undated to answer engines that weigh freshness.',
  fix: 'Put an ISO value in `datetime`, e.g. `<time datetime="2026-03-01T09:00:00+01:00">1 March 2026</time>`, and keep human wording in the element text.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-time-element'],
  check(ctx) {
    const found = counting(ctx);
    const times = ctx.page.index.byTag.get('time') ?? [];
    if (times.length === 0) return ctx.notApplicable('The page has no <time> elements.');
    for (const t of times) {
      const attr = dom.attr(t, 'datetime');
      if (attr !== null) {
        if (!valid(attr)) found.report(t, `<time datetime="${attr.slice(0, 60)}"> is not a valid date, time or duration.`);
        continue;
      }
      const text = dom.normalizeSpace(boundedText(t, 200));
      if (!valid(text)) found.report(t, `<time> "${text.slice(0, 60)}" has no datetime attribute and its text is not machine-readable.`);
    }
    return found.count ? undefined : ctx.pass(`${times.length} <time> element(s), all machine-readable.`);
  },
});
