import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { ldNodes } from '../lib/jsonld.ts';

function mentionsSchemaOrg(ctx: unknown, depth = 0): boolean {
  if (depth > 4) return false;
  if (typeof ctx === 'string') return /^https?:\/\/schema\.org\/?$/i.test(ctx.trim());
  if (Array.isArray(ctx)) return ctx.some((c) => mentionsSchemaOrg(c, depth + 1));
  if (ctx && typeof ctx === 'object') {
    const o = ctx as Record<string, unknown>;
    return mentionsSchemaOrg(o['@vocab'], depth + 1) || Object.values(o).some((v) => typeof v === 'string' && /^https?:\/\/schema\.org\/?$/i.test(v.trim()));
  }
  return false;
}

export default defineRule({
  id: 'seo/structured-data-types',
  dimension: 'seo',
  title: 'Structured data items declare schema.org and a type',
  failureTitle: 'Some structured data items lack a schema.org context or a type',
  description:
    'For JSON-LD, checks that each top-level item (or @graph member) has a @context naming schema.org (own or inherited) and a @type. For microdata, checks that itemtype is an absolute URL. A missing context or type fails; itemscope without itemtype warns.',
  why: 'Without @context and @type, search engines cannot tell which vocabulary and entity the data describes, and the item is ignored.',
  fix: 'Start each JSON-LD item with "@context": "https://schema.org" and "@type": "…"; give every microdata itemscope an itemtype="https://schema.org/…".',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const checkMicrodata = (el: Element) => {
      // itemscope without itemtype is legitimate inside another item (a nested anonymous item).
      const type = dom.attr(el, 'itemtype');
      if (type === null) {
        if (!dom.hasAttr(el, 'itemprop')) ctx.warn(el, `${dom.snippet(el, 60)} has itemscope but no itemtype.`);
      } else {
        for (const t of type.trim().split(/\s+/)) {
          if (!/^https?:\/\/\S+$/i.test(t)) ctx.report(el, `itemtype "${t.slice(0, 60)}" is not an absolute URL such as https://schema.org/Product.`);
        }
      }
    };
    // Only elements with itemscope matter, read from the attribute index; they are visited tag
    // by tag in the index's order (the order of the findings), each tag's in document order.
    let microdata = 0;
    const items = new Map<string, Element[]>();
    for (const el of ctx.page.index.byAttribute.get('itemscope') ?? []) {
      const same = items.get(el.name);
      if (same) same.push(el);
      else items.set(el.name, [el]);
    }
    for (const tag of items.size ? ctx.page.index.byTag.keys() : []) {
      for (const el of items.get(tag) ?? []) {
        microdata++;
        checkMicrodata(el);
      }
    }
    const nodes = ldNodes(ctx.page).filter((n) => n.topLevel);
    if (nodes.length === 0 && microdata === 0) return ctx.notApplicable('The page has no parseable JSON-LD items and no microdata.');
    for (const n of nodes) {
      const label = n.types.length ? `JSON-LD ${n.types.join('/')} item` : 'A JSON-LD item';
      if (n.context === undefined) ctx.report(n.element, `${label} has no @context.`);
      else if (!mentionsSchemaOrg(n.context)) ctx.report(n.element, `${label} has a @context that does not name https://schema.org.`);
      if (n.types.length === 0) ctx.report(n.element, `A JSON-LD item${typeof n.node['name'] === 'string' ? ` ("${String(n.node['name']).slice(0, 40)}")` : ''} has no @type.`);
    }
    return undefined;
  },
});
