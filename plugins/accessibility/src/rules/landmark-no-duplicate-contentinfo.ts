import { defineRule, dom } from '@pagegrade/core';
import { landmarks } from '../lib/landmarks.ts';

export default defineRule({
  id: 'accessibility/landmark-no-duplicate-contentinfo',
  dimension: 'accessibility',
  title: 'The page has at most one contentinfo landmark',
  failureTitle: 'The page has more than one contentinfo landmark',
  description: 'Counts the contentinfo landmarks exposed to assistive technology (a <footer> that is not inside article, aside, main, nav or section, or role="contentinfo") and fails when there is more than one. Not applicable when there is none.',
  why: 'The contentinfo landmark is the page footer; several of them confuse landmark navigation and hide which one holds the site information.',
  fix: 'Keep one page-level <footer>; nest other footers inside their article or section, or drop role="contentinfo".',
  impact: 'moderate',
  tags: ['axe:landmark-no-duplicate-contentinfo', 'best-practice'],
  check(ctx) {
    const list = landmarks(ctx.page).list.filter((l) => l.role === 'contentinfo');
    if (list.length === 0) return ctx.notApplicable('The page has no contentinfo landmark.');
    if (list.length === 1) return ctx.pass();
    for (const l of list.slice(1)) ctx.report(l.el, `${dom.snippet(l.el, 60)} is contentinfo landmark ${list.indexOf(l) + 1} of ${list.length}.`);
    return undefined;
  },
});
