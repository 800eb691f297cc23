import { defineRule, dom } from '@pagegrade/core';

export default defineRule({
  id: 'seo/structured-data-parseable',
  dimension: 'seo',
  title: 'JSON-LD blocks are valid JSON',
  failureTitle: 'Some JSON-LD blocks are not valid JSON',
  description: 'Checks that every <script type="application/ld+json"> parses as JSON and is not empty. A block that does not parse fails, naming the parser error.',
  why: 'Search engines discard a JSON-LD block that does not parse, so none of its structured data counts and any rich result it was meant for disappears.',
  fix: 'Fix the JSON syntax (trailing commas, unescaped quotes, comments and HTML entities are common culprits) and validate with the Schema Markup Validator or Rich Results Test.',
  impact: 'serious',
  tags: ['lighthouse:structured-data'],
  create(ctx) {
    return {
      end() {
        const blocks = ctx.page.jsonLd;
        if (blocks.length === 0) return ctx.notApplicable('The page has no JSON-LD blocks.');
        for (const b of blocks) {
          if (b.error) {
            const empty = b.element.children.every((c) => !dom.isText(c) || c.data.trim() === '');
            ctx.report(b.element, empty ? 'The JSON-LD block is empty.' : `JSON-LD does not parse: ${b.error.slice(0, 160)}.`);
          }
        }
        return undefined;
      },
    };
  },
});
