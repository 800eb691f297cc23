import { defineRule, dom } from '@pagegrade/core';
import { llmsDoc } from '../lib/llms.ts';

const MD_TYPES = new Set(['text/markdown', 'text/x-markdown']);

export default defineRule({
  id: 'geo/markdown-alternative',
  dimension: 'geo',
  title: 'The page offers a markdown version for agents',
  failureTitle: 'The page offers no markdown or clean-text version',
  description:
    'Checks for a clean-text alternative of the page: `<link rel="alternate" type="text/markdown" href="…">` in the document, or a link in /llms.txt to a .md file for this page (its URL with `.md` appended, or `index.html.md`). A markdown alternative link without href warns.',
  why: 'Markdown costs an agent a fraction of the tokens of the HTML page, without navigation, scripts and layout noise, so the content is more likely to be read whole and quoted accurately.',
  fix: 'Publish a markdown rendering of the page (e.g. at the same URL plus `.md`) and announce it with `<link rel="alternate" type="text/markdown" href="/page.md">`; list it in /llms.txt.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://llmstxt.org/#proposal'],
  check(ctx) {
    const page = ctx.page;
    for (const link of page.index.byTag.get('link') ?? []) {
      if (!dom.tokens(link, 'rel').includes('alternate')) continue;
      const type = (dom.attr(link, 'type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!MD_TYPES.has(type)) continue;
      const href = dom.attr(link, 'href')?.trim();
      if (!href) {
        ctx.warn(link, 'The text/markdown alternate link has no href.');
        continue;
      }
      return ctx.pass(`Markdown alternative: ${page.resolveUrl(href) ?? href}.`);
    }
    const doc = llmsDoc(page);
    if (doc && page.location) {
      const u = page.location;
      const path = u.pathname.endsWith('/') ? `${u.pathname}index.html.md` : `${u.pathname}.md`;
      const wanted = new Set([`${u.origin}${path}`, `${u.origin}${u.pathname.replace(/\/$/, '')}.md`]);
      const base = page.resource('llms')!.url;
      for (const l of doc.links) {
        let abs = '';
        try {
          abs = new URL(l.url, base).href;
        } catch {
          continue;
        }
        if (wanted.has(abs)) return ctx.pass(`llms.txt links to ${abs}.`);
      }
    }
    return ctx.warning(`No <link rel="alternate" type="text/markdown"> on ${page.url}${doc ? ', and llms.txt does not link to a .md version of it' : ''}.`);
  },
});
