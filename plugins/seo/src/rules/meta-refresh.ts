import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';

/** Parses a refresh value `5; url=/next` → delay and target (null when it only reloads). */
function parseRefresh(value: string): { delay: number; url: string | null } | null {
  const v = value.trim().slice(0, 2000);
  const m = /^(\d+(?:\.\d*)?)\s*(?:[;,]\s*(?:url\s*=\s*)?(.*))?$/i.exec(v);
  if (!m) return null;
  let url = (m[2] ?? '').trim();
  if ((url.startsWith("'") && url.endsWith("'")) || (url.startsWith('"') && url.endsWith('"'))) url = url.slice(1, -1);
  return { delay: Math.floor(Number(m[1])), url: url === '' ? null : url };
}

export default defineRule({
  id: 'seo/meta-refresh',
  dimension: 'seo',
  title: 'The page does not redirect with a refresh',
  failureTitle: 'The page redirects with a meta refresh instead of an HTTP redirect',
  description:
    'Looks for <meta http-equiv="refresh"> (and a Refresh response header) that sends the visitor to another URL. A delayed refresh redirect fails; an instant one (delay 0) warns. A refresh that only reloads the page is not judged here.',
  why: 'Crawlers treat refresh redirects as weaker, slower signals than HTTP 301s (Google reads a delayed one as temporary), and visitors see the first page flash or wait on it.',
  fix: 'Replace the refresh with a server-side 301 (or 308) redirect to the new URL.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/301-redirects#metarefresh'],
  check(ctx) {
    const check = (el: Element | null, where: string, value: string) => {
      const r = parseRefresh(value);
      if (!r || r.url === null) return;
      const target = ctx.page.resolveUrl(r.url) ?? r.url;
      if (r.delay > 0) ctx.report(el, `${where} redirects to ${clip(target)} after ${r.delay} s.`);
      else ctx.warn(el, `${where} redirects instantly to ${clip(target)}; use an HTTP 301 instead.`);
    };
    for (const m of ctx.page.index.byTag.get('meta') ?? []) {
      if ((dom.attr(m, 'http-equiv') ?? '').trim().toLowerCase() !== 'refresh') continue;
      check(m, '<meta http-equiv="refresh">', dom.attr(m, 'content') ?? '');
    }
    if (ctx.page.headersKnown) for (const h of ctx.page.headers.all('refresh')) check(null, 'The Refresh header', h);
    return undefined;
  },
});
