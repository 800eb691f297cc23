import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { isObject, label, list, nodesOf, text, urlValue } from '../lib/jsonld.ts';

const WEBSITE = new Set(['WebSite']);

export default defineRule({
  id: 'geo/json-ld-website',
  dimension: 'geo',
  title: 'WebSite structured data names the site',
  failureTitle: 'WebSite structured data is incomplete or its SearchAction is broken',
  description:
    'For each JSON-LD WebSite: `name` and `url` are required (fail when missing). When a `potentialAction` SearchAction is present, its `target` (or `target.urlTemplate`) must contain a `{placeholder}` that `query-input` names (`required name=placeholder`). Not applicable without a WebSite.',
  why: 'The WebSite name is the site name search and answer engines display beside results; a SearchAction lets agents query the site\'s own search directly, and a mismatched placeholder gives them a broken URL.',
  fix: 'Use `{"@type":"WebSite","name":"Example Oak","url":"https://example.com/"}` on the home page; for search add `"potentialAction":{"@type":"SearchAction","target":"https://example.com/search?q={q}","query-input":"required name=q"}`.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/site-names'],
  check(ctx) {
    const found = counting(ctx);
    const sites = nodesOf(ctx.page, WEBSITE);
    if (sites.length === 0) return ctx.notApplicable('No WebSite in the JSON-LD.');
    for (const s of sites) {
      if (!text(s.node['name'])) found.report(s.block.element, 'WebSite has no "name".');
      if (!urlValue(s.node['url'])) found.report(s.block.element, `${label(s)} has no "url".`);
      for (const action of list(s.node['potentialAction'])) {
        if (!isObject(action) || !list(action['@type']).includes('SearchAction')) continue;
        const t = action['target'];
        const target = typeof t === 'string' ? t : isObject(t) ? text(t['urlTemplate']) : text(t);
        const m = target ? /\{([^{}]+)\}/.exec(target) : null;
        if (!target || !m) {
          found.report(s.block.element, `The SearchAction target ${target ? `"${target}"` : ''} has no {placeholder} for the query.`.replace('  ', ' '));
          continue;
        }
        const qi = text(action['query-input']) ?? (isObject(action['query-input']) ? text((action['query-input'] as Record<string, unknown>)['valueName']) : null);
        if (!qi || !qi.split(/\s+/).some((p) => p === `name=${m[1]}` || p === m[1])) found.report(s.block.element, `The SearchAction query-input "${qi ?? ''}" does not name the placeholder {${m[1]}} of "${target}".`);
      }
    }
    return found.count ? undefined : ctx.pass(`${sites.map((s) => label(s)).join(', ')} complete.`);
  },
});
