import { defineRule, dom } from '@pagegrade/core';

const SINGLE = ['html', 'head', 'body', 'base'];

export default defineRule({
  id: 'code-quality/duplicate-structure',
  dimension: 'codeQuality',
  title: 'The document has one <html>, <head>, <body> and at most one <base>',
  failureTitle: 'The document repeats <html>, <head>, <body> or <base> elements',
  description: 'Counts <html>, <head>, <body> and <base> elements (outside <template>, <svg> and <iframe srcdoc>); each may appear at most once in a document.',
  why: 'Repeated document elements usually mean a whole page was pasted or included inside another: browsers merge the extra <html>/<body> attributes into the first and drop the tags, so the markup no longer says what renders, head metadata lands in the body, and a second <base> is ignored.',
  fix: 'Fix the template or include so each page outputs a single document skeleton; keep one <base> in the head, if any.',
  impact: 'moderate',
  tags: ['html-validate:element-permitted-occurrences'],
  check(ctx) {
    let n = 0;
    for (const name of SINGLE) {
      const all = ctx.page.index.byTag.get(name) ?? [];
      if (all.length < 2) continue;
      // Bounded: the ancestor check only runs on the first few occurrences.
      const els = all.slice(0, 50).filter((e) => !dom.closest(e, (a) => a.name === 'template' || a.name === 'svg'));
      if (els.length < 2) continue;
      n++;
      ctx.report(els[1]!, `${els.length} <${name}> elements; the second is at line ${ctx.page.position(els[1]!.startIndex ?? 0).line}.`);
    }
    return n ? undefined : ctx.pass();
  },
});
