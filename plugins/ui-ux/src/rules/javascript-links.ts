import { defineRule, dom } from '@pagegrade/core';
import { shortName } from '../lib/tree.ts';

export default defineRule({
  id: 'ui-ux/javascript-links',
  dimension: 'uiux',
  title: 'Links are real links',
  failureTitle: 'Some links run JavaScript instead of going to a URL',
  description: 'Flags <a> and <area> elements whose href starts with "javascript:"; each warns. Buttons that run scripts are fine.',
  why: 'javascript: links cannot be opened in a new tab, bookmarked, shared or previewed, do nothing when scripts fail, and announce themselves as links while behaving like buttons.',
  fix: 'Give navigation a real URL in href; for actions, use <button type="button"> with an event listener.',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    const check = (el: import('domhandler').Element) => {
      const href = dom.attr(el, 'href');
      if (href === null || !/^\s*javascript:/i.test(href)) return;
      ctx.warn(el, `Link "${shortName(el).slice(0, 50)}" has href="${href.trim().slice(0, 50)}".`);
    };
    return { element: { a: check, area: check } };
  },
});
