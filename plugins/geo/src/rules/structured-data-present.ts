import { defineRule, dom } from '@pagegrade/core';
import { ldNodes } from '../lib/jsonld.ts';

export default defineRule({
  id: 'geo/structured-data-present',
  dimension: 'geo',
  title: 'The page describes itself with structured data',
  failureTitle: 'The page has no structured data',
  description: 'Checks that the page carries schema.org structured data in at least one form: a JSON-LD object with an @type, microdata (`itemscope` with `itemtype`), or RDFa (`typeof`).',
  why: 'Structured data tells search engines and answer engines unambiguously what the page is (an article, a product, an organisation) and who stands behind it, which they use to build knowledge-graph entries, rich results and cited answers.',
  fix: 'Add a JSON-LD block describing the main entity of the page (Organization on the home page, Article on posts, Product on product pages) with the properties Google documents for that type.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        const nodes = ldNodes(page);
        if (nodes.length) return ctx.pass(`JSON-LD types: ${[...new Set(nodes.filter((n) => n.topLevel).flatMap((n) => n.types))].slice(0, 8).join(', ') || nodes[0]!.types[0]}.`);
        for (const list of page.index.byTag.values()) {
          for (const el of list) {
            if (dom.hasAttr(el, 'itemscope') && dom.attr(el, 'itemtype')) return ctx.pass(`Microdata ${dom.attr(el, 'itemtype')}.`);
            if (dom.attr(el, 'typeof')) return ctx.pass(`RDFa typeof="${dom.attr(el, 'typeof')}".`);
          }
        }
        if (page.jsonLd.length) return ctx.fail('The page has JSON-LD, but no block yields an object with an @type.');
        return ctx.fail('No JSON-LD, microdata or RDFa found.');
      },
    };
  },
});
