import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'accessibility/aria-hidden-body',
  dimension: 'accessibility',
  title: 'The page body is exposed to assistive technology',
  failureTitle: 'The whole page is hidden from assistive technology by aria-hidden="true"',
  description: 'Checks that neither <body> nor <html> has aria-hidden="true" in the served markup.',
  why: 'aria-hidden="true" on the body removes the entire page from the accessibility tree: screen reader users get an empty page even though everything is visible.',
  fix: 'Remove aria-hidden from <body>/<html>. To hide background content behind a modal, use the inert attribute or aria-hidden on sibling containers, and only while the modal is open.',
  impact: 'critical',
  tags: ['axe:aria-hidden-body', 'wcag:4.1.2', 'lighthouse:aria-hidden-body'],
  cap: { max: 40, scope: 'dimension', reason: 'the whole page is hidden from screen readers (aria-hidden="true" on <body>).' },
  check(ctx) {
    const body = ctx.page.index.byTag.get('body')?.[0];
    const html = ctx.page.index.byTag.get('html')?.[0];
    if (!body && !html) return ctx.notApplicable('The document has neither <html> nor <body> elements.');
    for (const el of [html, body]) {
      if (el && (el.attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true') ctx.report(el, `<${el.name}> has aria-hidden="true": the whole page is hidden from screen readers.`);
    }
    return undefined;
  },
});
