import { defineRule, dom } from '@pagegrade/core';

export default defineRule({
  id: 'code-quality/valid-id',
  dimension: 'codeQuality',
  title: 'Id attributes are non-empty and contain no white space',
  failureTitle: 'Some id attributes are empty or contain white space',
  description: 'Checks every id attribute: the HTML standard requires its value to be at least one character long and to contain no ASCII white space.',
  why: 'An empty id cannot be targeted at all, and an id with a space cannot be referenced from `for`, `aria-labelledby` or `aria-describedby` (which split on spaces) nor from an unescaped CSS selector, so the reference silently fails.',
  fix: 'Remove empty id attributes and replace spaces in ids with hyphens (and update every reference).',
  impact: 'minor',
  tags: ['html-validate:valid-id'],
  references: ['https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute'],
  check(ctx) {
    let ids = 0;
    for (const [id, els] of ctx.page.index.byId) {
      ids += els.length;
      if (id === '') {
        for (const el of els) ctx.report(el, () => `${dom.snippet(el, 60)} has an empty id.`);
      } else if (/[\t\n\f\r ]/.test(id)) {
        for (const el of els) ctx.report(el, `id="${id.slice(0, 60)}" contains white space.`);
      }
    }
    if (ids === 0) return ctx.notApplicable('No element has an id.');
    return undefined;
  },
});
