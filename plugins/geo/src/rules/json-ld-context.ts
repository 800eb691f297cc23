import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { isObject } from '../lib/jsonld.ts';

function isSchemaOrg(ctx: unknown): boolean {
  if (typeof ctx === 'string') return /^https?:\/\/schema\.org\/?$/i.test(ctx.trim());
  if (Array.isArray(ctx)) return ctx.some(isSchemaOrg);
  if (isObject(ctx)) return typeof ctx['@vocab'] === 'string' && /^https?:\/\/schema\.org\/?$/i.test((ctx['@vocab'] as string).trim());
  return false;
}

export default defineRule({
  id: 'geo/json-ld-context',
  dimension: 'geo',
  title: 'JSON-LD declares the schema.org context',
  failureTitle: 'JSON-LD objects lack the schema.org @context',
  description: 'Checks that every top-level JSON-LD object (each root, or each item of a root array) has an `@context` of `https://schema.org` (http or https, as a string, in an array, or as `@vocab`).',
  why: 'Without the context, "name" and "author" are just strings: a JSON-LD processor cannot map them to schema.org terms, and consumers that expand the data ignore them.',
  fix: 'Start each top-level object with `"@context": "https://schema.org"` (or put one @context on a wrapper object that holds an @graph).',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://www.w3.org/TR/json-ld11/#the-context'],
  check(ctx) {
    const found = counting(ctx);
    let roots = 0;
    ctx.page.jsonLd.forEach((b, i) => {
      if (b.data === undefined || b.data === null || typeof b.data !== 'object') return;
      const items = Array.isArray(b.data) ? b.data : [b.data];
      items.forEach((item, j) => {
        if (!isObject(item)) return;
        roots++;
        const where = `JSON-LD block ${i + 1}${items.length > 1 ? ` item ${j + 1}` : ''}`;
        const c = item['@context'];
        if (c === undefined) found.report(b.element, `${where} has no @context.`);
        else if (!isSchemaOrg(c)) found.report(b.element, `${where} has @context ${JSON.stringify(c).slice(0, 80)}, not https://schema.org.`);
      });
    });
    if (roots === 0) return ctx.notApplicable('The page has no parsable JSON-LD objects.');
    return found.count ? undefined : ctx.pass(`${roots} top-level object(s) declare https://schema.org.`);
  },
});
