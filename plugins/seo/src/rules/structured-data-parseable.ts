import { defineRule, dom } from '@pagegrade/core';

export default defineRule({
  id: 'seo/structured-data-parseable',
  dimension: 'seo',
  title: 'Every JSON-LD block is valid JSON',
  failureTitle: 'Some JSON-LD blocks do not parse',
  description:
    'Checks that every <script type="application/ld+json"> holds JSON that parses and whose top level is an object or an array of objects. A block that is empty, does not parse (the parser\'s error is named) or is a bare value or an array of non-objects fails. Not applicable when the page has no JSON-LD. ' +
    'Search engines and AI crawlers read the same blocks, so the one check is counted in the SEO and the GEO / AI readiness scores.',
  why: 'One syntax error (a trailing comma, an unescaped quote, a template placeholder) makes search engines and AI crawlers discard the whole block, and with it every rich result and every fact it states about the page.',
  fix: 'Generate JSON-LD with a JSON serialiser rather than string templates (trailing commas, unescaped quotes, comments and HTML entities are common culprits), and validate it with the Schema Markup Validator or the Rich Results Test after every template change.',
  impact: 'serious',
  tags: ['lighthouse:structured-data', 'best-practice'],
  alsoScores: [{ dimension: 'geo', impact: 'serious' }],
  formerIds: ['geo/json-ld-valid'],
  references: ['https://validator.schema.org/', 'https://www.w3.org/TR/json-ld11/'],
  check(ctx) {
    const blocks = ctx.page.jsonLd;
    if (blocks.length === 0) return ctx.notApplicable('The page has no JSON-LD blocks.');
    let bad = 0;
    for (let i = 0; i < blocks.length; i++) {
      const b = blocks[i]!;
      const n = i + 1;
      if (b.error) {
        const empty = b.element.children.every((c) => !dom.isText(c) || c.data.trim() === '');
        ctx.report(b.element, empty ? `JSON-LD block ${n} is empty.` : `JSON-LD block ${n} does not parse: ${b.error.slice(0, 160)}.`);
      } else if (b.data === null || typeof b.data !== 'object') {
        ctx.report(b.element, `JSON-LD block ${n} is a bare ${b.data === null ? 'null' : typeof b.data}, not an object.`);
      } else if (Array.isArray(b.data) && b.data.some((x) => x === null || typeof x !== 'object' || Array.isArray(x))) {
        ctx.report(b.element, `JSON-LD block ${n} is an array with items that are not objects.`);
      } else continue;
      bad++;
    }
    return bad ? undefined : ctx.pass(`${blocks.length} JSON-LD block(s), all valid.`);
  },
});
