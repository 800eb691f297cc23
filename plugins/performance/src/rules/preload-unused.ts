import { defineRule, dom } from '@pagegrade/core';
import { shortUrl, stripHash } from '../lib/common.ts';
import { preloads } from '../lib/preload.ts';
import { mentionedUrls, references } from '../lib/refs.ts';

export default defineRule({
  id: 'performance/preload-unused',
  dimension: 'performance',
  title: 'Preloaded resources are used by the page',
  failureTitle: 'Some preloaded resources are not used by the page',
  description: 'Checks that each preloaded style, image and font is referenced by the markup or the known CSS (a stylesheet link, an image source, an @font-face src, a CSS url()). Preloads of scripts and fetches, which scripts may use at runtime, are not judged; nor are images and fonts when a linked stylesheet was not fetched.',
  why: 'A preload that nothing uses downloads bytes at high priority at the start of the load, delaying the resources the page really needs; browsers warn about it in the console.',
  fix: 'Remove preloads for resources the page no longer uses, and make sure the preload URL matches the real reference exactly (same query string, same host).',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const { page } = ctx;
    const cssUnknown = references(page).some((r) => r.kind === 'stylesheet' && page.resourceByUrl(r.url)?.state !== 'ok');
    const used = mentionedUrls(page);
    let judged = 0;
    for (const el of preloads(page)) {
      const as = (dom.attr(el, 'as') ?? '').trim().toLowerCase();
      if (as !== 'style' && as !== 'image' && as !== 'font') continue;
      if ((as === 'image' || as === 'font') && cssUnknown) continue;
      const href = dom.attr(el, 'href');
      const abs = href ? page.resolveUrl(href) : null;
      if (!abs) continue;
      judged++;
      if (as === 'style' && /stylesheet/i.test(dom.attr(el, 'onload') ?? '')) continue;
      if (!used.has(stripHash(abs))) ctx.warn(el, `The ${as} ${shortUrl(abs, 90)} is preloaded but nothing in the markup or CSS uses it.`);
    }
    if (judged === 0) return ctx.notApplicable('No preloaded style, image or font that can be matched against the page.');
    return undefined;
  },
});
