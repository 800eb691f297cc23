import { defineRule, dom } from '@pagegrade/core';
import { templateContent } from '../lib/html.ts';

export default defineRule({
  id: 'code-quality/duplicate-id',
  dimension: 'codeQuality',
  title: 'Every id is unique',
  failureTitle: 'Several elements share the same id',
  description: 'Checks that no id attribute value is used by more than one element in the document (content inside <template>, which is not part of the document until cloned, is ignored).',
  why: '`getElementById`, `label for`, fragment links (#id), ARIA references and CSS id selectors all assume one element per id; with duplicates they silently pick the first one, so scripts, labels and in-page links act on the wrong element.',
  fix: 'Give each element its own id, or use a class when several elements need the same hook.',
  impact: 'moderate',
  tags: ['html-validate:no-dup-id', 'best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute'],
  check(ctx) {
    let ids = 0;
    let reported = 0;
    for (const [id, els] of ctx.page.index.byId) {
      if (id === '') continue;
      ids++;
      if (els.length < 2) continue;
      const inert = templateContent(ctx.page);
      const live = els.filter((e) => !inert.has(e));
      if (live.length < 2) continue;
      reported++;
      ctx.report(live[1]!, `id="${id.slice(0, 60)}" is used by ${live.length} elements (first: ${dom.snippet(live[0]!, 60)}).`);
    }
    if (ids === 0) return ctx.notApplicable('No element has an id.');
    if (reported === 0) return ctx.pass(`${ids} ids, all unique.`);
    return undefined;
  },
});
