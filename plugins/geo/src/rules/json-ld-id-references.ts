import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { isObject, label, ldNodes, nodesById } from '../lib/jsonld.ts';

export default defineRule({
  id: 'geo/json-ld-id-references',
  dimension: 'geo',
  title: 'JSON-LD @id references point to entities described on the page',
  failureTitle: 'JSON-LD refers to @id values the page never describes',
  description:
    'Finds JSON-LD property values that are bare references (`{"@id": "…"}` with nothing else) and checks that some object on the same page carries that @id with properties. Unresolved references warn. Not applicable when the JSON-LD has no references.',
  why: 'A reference such as `"author": {"@id": "#ann"}` is only useful if the page also says who #ann is; consumers that read one page at a time, as most crawlers do, otherwise see an anonymous author or publisher.',
  fix: 'Describe every referenced entity in the page\'s @graph (e.g. a Person with "@id": "#ann" and a name), or inline the object instead of referencing it.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://www.w3.org/TR/json-ld11/#node-identifiers'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const ids = nodesById(page);
    let refs = 0;
    const reported = new Set<string>();
    for (const n of ldNodes(page)) {
      for (const [prop, value] of Object.entries(n.node)) {
        if (prop.startsWith('@')) continue;
        for (const v of Array.isArray(value) ? value : [value]) {
          if (!isObject(v) || typeof v['@id'] !== 'string' || Object.keys(v).length !== 1) continue;
          refs++;
          const id = v['@id'] as string;
          if (ids.has(id) || reported.has(id)) continue;
          reported.add(id);
          found.warn(n.block.element, `${label(n)} ${prop} refers to "${id.slice(0, 100)}", which no object on this page describes.`);
        }
      }
    }
    if (refs === 0) return ctx.notApplicable('The JSON-LD has no @id references.');
    return found.count ? undefined : ctx.pass(`${refs} @id reference(s), all described on the page.`);
  },
});
