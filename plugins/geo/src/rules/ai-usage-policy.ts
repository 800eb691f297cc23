import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { firstOfTags, metaValues } from '../lib/page.ts';
import { robotsLines } from '../lib/robots.ts';

const LICENSE_TAGS = ['link', 'a', 'area'];

function isLicenseLink(e: Element): boolean {
  return dom.hasToken(e, 'rel', 'license') && !!dom.attr(e, 'href');
}

export default defineRule({
  id: 'geo/ai-usage-policy',
  dimension: 'geo',
  title: 'The page declares machine-readable usage terms for AI',
  failureTitle: 'The page declares no machine-readable licence or AI usage terms',
  description:
    'Looks for any machine-readable statement of how the content may be reused: `<link rel="license">` or `<a rel="license">`, an RSL licence (robots.txt `License:` or `type="application/rsl+xml"`), Content-Signal lines in robots.txt, TDMRep `tdm-reservation`, or a `noai`/`noimageai` directive. Warns when there is none. (Allow/Disallow groups for AI crawlers are judged by geo/ai-training-policy.)',
  why: 'Answer engines and dataset builders increasingly look for licence and usage signals to decide whether they may quote, summarise or train on a page; without one they fall back to their own defaults.',
  fix: 'State your terms in a form machines read: e.g. `<link rel="license" href="https://creativecommons.org/licenses/by/4.0/">`, `Content-Signal: search=yes, ai-input=yes, ai-train=no` in robots.txt, or an RSL licence.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://contentsignals.org/', 'https://rslstandard.org/', 'https://html.spec.whatwg.org/multipage/links.html#link-type-license'],
  check(ctx) {
    const page = ctx.page;
    const found: string[] = [];
    // Only elements with a rel attribute can qualify: read from the index rather than every link
    // (filtering by tag keeps each tag's document order).
    const el = firstOfTags(page.index.byAttribute.get('rel') ?? [], LICENSE_TAGS, isLicenseLink);
    if (el) found.push(`rel="license" → ${dom.attr(el, 'href')}`);
    for (const line of robotsLines(page)) {
      const l = line.trim().toLowerCase();
      if (l.startsWith('content-signal') && !found.includes('Content-Signal in robots.txt')) found.push('Content-Signal in robots.txt');
      if (/^license\s*:/.test(l) && !found.includes('RSL License in robots.txt')) found.push('RSL License in robots.txt');
    }
    if (page.headers.all('link').some((v) => /rsl\+xml/i.test(v) || /rel\s*=\s*"?license/i.test(v))) found.push('licence Link header');
    if (metaValues(page, 'tdm-reservation').length || page.headers.has('tdm-reservation')) found.push('TDMRep tdm-reservation');
    const robotsMeta = metaValues(page, 'robots').map((m) => m.value.toLowerCase()).join(',') + ',' + page.headers.all('x-robots-tag').join(',').toLowerCase();
    if (/\bno(image)?ai\b/.test(robotsMeta)) found.push('noai directive');
    if (found.length === 0) return ctx.warning('No rel="license" link, RSL licence, Content-Signal, TDMRep reservation or noai directive found.');
    return ctx.pass(`Usage signals: ${found.join('; ')}.`);
  },
});
