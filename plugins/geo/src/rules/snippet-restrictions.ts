import { defineRule, dom } from '@pagegrade/core';
import { mainElement, counting } from '../lib/page.ts';

const BOTS = new Set(['robots', 'googlebot', 'googlebot-news', 'bingbot', 'msnbot']);
/** Shorter snippet limits leave an answer engine too little text to quote a sentence. */
const MIN_SNIPPET = 50;

export default defineRule({
  id: 'geo/snippet-restrictions',
  dimension: 'geo',
  title: 'Robots directives let answer engines quote the page',
  failureTitle: 'Robots directives stop answer engines from quoting the page',
  description: `Reads the robots meta tags (robots, googlebot, bingbot) and X-Robots-Tag headers: \`nosnippet\` or \`max-snippet:0\` fails; \`max-snippet\` under ${MIN_SNIPPET} characters, \`noarchive\` or \`nocache\`, and \`data-nosnippet\` on the main content element warn. (Whether the page may be indexed at all is judged by the SEO checks.)`,
  why: 'Google applies nosnippet and max-snippet to AI Overviews and AI Mode as well as to result snippets, and Bing uses noarchive/nocache to limit what Copilot may show: a page that forbids snippets cannot be quoted or summarised in AI answers.',
  fix: 'Remove nosnippet and max-snippet limits (or use `max-snippet:-1`), drop noarchive/nocache unless you mean to keep the content out of AI answers, and use data-nosnippet only on specific passages.',
  impact: 'serious',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag', 'https://blogs.bing.com/webmaster/september-2023/Announcing-new-options-for-webmasters-to-control-usage-of-their-content-in-Bing-Chat'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const sources: Array<{ where: string; value: string; el: import('domhandler').Element | null }> = [];
    for (const m of page.index.byTag.get('meta') ?? []) {
      const name = (dom.attr(m, 'name') ?? '').trim().toLowerCase();
      if (BOTS.has(name)) sources.push({ where: `<meta name="${name}">`, value: dom.attr(m, 'content') ?? '', el: m });
    }
    for (const v of page.headers.all('x-robots-tag')) sources.push({ where: 'X-Robots-Tag', value: v, el: null });
    for (const s of sources) {
      // A header value may start with a user agent: "googlebot: nosnippet".
      const prefix = /^\s*([a-z-]+)\s*:(?!\s*\d|\s*-)/.exec(s.value.toLowerCase());
      if (prefix && !BOTS.has(prefix[1]!)) continue;
      const value = s.value.toLowerCase().slice(prefix ? prefix[0].length : 0);
      for (const raw of value.split(',')) {
        const d = raw.trim();
        if (d === 'nosnippet') found.report(s.el, `${s.where} says "nosnippet": no text of the page may be shown or quoted.`);
        else if (d === 'noarchive' || d === 'nocache') found.warn(s.el, `${s.where} says "${d}", which Bing uses to keep the content out of Copilot answers.`);
        else {
          const m = /^max-snippet\s*:\s*(-?\d+)$/.exec(d);
          if (!m) continue;
          const n = Number(m[1]);
          if (n === 0) found.report(s.el, `${s.where} says "max-snippet:0", the same as nosnippet.`);
          else if (n > 0 && n < MIN_SNIPPET) found.warn(s.el, `${s.where} limits snippets to ${n} characters.`);
        }
      }
    }
    const main = mainElement(page) ?? page.index.byTag.get('article')?.[0] ?? null;
    if (main && (dom.hasAttr(main, 'data-nosnippet') || dom.closest(main, (e) => dom.hasAttr(e, 'data-nosnippet')))) {
      found.warn(main, `${dom.snippet(main, 50)} is inside data-nosnippet, so the main content cannot be quoted.`);
    }
    return found.count ? undefined : ctx.pass(sources.length ? `${sources.length} robots directive(s), none limiting snippets.` : 'No robots directives limit snippets.');
  },
});
