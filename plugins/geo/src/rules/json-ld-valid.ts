import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'geo/json-ld-valid',
  dimension: 'geo',
  title: 'Every JSON-LD block is valid JSON',
  failureTitle: 'A JSON-LD block does not parse',
  description: 'Checks that every `<script type="application/ld+json">` contains valid JSON whose top level is an object or an array of objects. Not applicable when the page has no JSON-LD.',
  why: 'One syntax error (a trailing comma, an unescaped quote, a template placeholder) makes search engines and AI crawlers discard the whole block, and with it everything it says about the page.',
  fix: 'Generate JSON-LD with a JSON serialiser rather than string templates, and validate it (e.g. with the Schema Markup Validator) after every template change.',
  impact: 'serious',
  tags: ['best-practice'],
  references: ['https://validator.schema.org/', 'https://www.w3.org/TR/json-ld11/'],
  create(ctx) {
    return {
      end() {
        const found = counting(ctx);
        const blocks = ctx.page.jsonLd;
        if (blocks.length === 0) return ctx.notApplicable('The page has no JSON-LD.');
        blocks.forEach((b, i) => {
          if (b.error) found.report(b.element, `JSON-LD block ${i + 1} does not parse: ${b.error}`);
          else if (b.data === null || typeof b.data !== 'object') found.report(b.element, `JSON-LD block ${i + 1} is a bare ${b.data === null ? 'null' : typeof b.data}, not an object.`);
          else if (Array.isArray(b.data) && b.data.some((x) => x === null || typeof x !== 'object' || Array.isArray(x))) found.report(b.element, `JSON-LD block ${i + 1} is an array with items that are not objects.`);
        });
        return found.count ? undefined : ctx.pass(`${blocks.length} JSON-LD block(s), all valid.`);
      },
    };
  },
});
