import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { deref, isObject, list, nodesOf, text, typesOf } from '../lib/jsonld.ts';

const FAQ = new Set(['FAQPage']);

export default defineRule({
  id: 'geo/json-ld-faq',
  dimension: 'geo',
  title: 'FAQPage structured data pairs every question with an answer',
  failureTitle: 'FAQPage structured data has questions without answers',
  description:
    'For each JSON-LD FAQPage: `mainEntity` must list at least one Question; every Question needs a `name` (the question) and an `acceptedAnswer` Answer with non-empty `text`, as Google\'s FAQ documentation requires. Not applicable without an FAQPage.',
  why: 'Question-and-answer pairs are the format answer engines quote most directly; a question without a machine-readable answer gives them nothing to cite.',
  fix: 'Write each entry as `{"@type":"Question","name":"…?","acceptedAnswer":{"@type":"Answer","text":"…"}}` inside `mainEntity`, with the same wording as the visible FAQ.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/faqpage'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const faqs = nodesOf(page, FAQ);
    if (faqs.length === 0) return ctx.notApplicable('No FAQPage in the JSON-LD.');
    for (const f of faqs) {
      const qs = list(f.node['mainEntity']).map((q) => deref(page, q));
      if (qs.length === 0) {
        found.report(f.block.element, 'FAQPage has no mainEntity questions.');
        continue;
      }
      qs.forEach((q, i) => {
        if (!isObject(q) || !typesOf(q).includes('Question')) {
          found.report(f.block.element, `FAQPage mainEntity item ${i + 1} is not a Question.`);
          return;
        }
        const name = text(q['name']);
        const which = name ? `Question "${name.slice(0, 60)}"` : `Question ${i + 1}`;
        if (!name) found.report(f.block.element, `${which} has no "name".`);
        const ans = list(q['acceptedAnswer']).map((x) => deref(page, x))[0];
        if (!isObject(ans)) found.report(f.block.element, `${which} has no acceptedAnswer.`);
        else if (!text(ans['text'])) found.report(f.block.element, `The acceptedAnswer of ${which} has no "text".`);
      });
    }
    return found.count ? undefined : ctx.pass(`${faqs.length} FAQPage(s), every question answered.`);
  },
});
