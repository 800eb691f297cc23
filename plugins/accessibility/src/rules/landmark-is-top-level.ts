import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { landmarks } from '../lib/landmarks.ts';

const TOP_LEVEL = new Set(['banner', 'contentinfo', 'main', 'complementary']);

export default defineRule({
  id: 'accessibility/landmark-is-top-level',
  dimension: 'accessibility',
  title: 'Banner, main, contentinfo and complementary landmarks are top-level',
  failureTitle: 'Some banner, main, contentinfo or complementary landmarks are nested inside other landmarks',
  description: 'Checks that banner, contentinfo and main landmarks are not contained in any other landmark, and that complementary landmarks are not contained in one other than main.',
  why: 'These landmarks describe the page as a whole; nested inside another landmark they are listed at the wrong level and users jumping to them land in the middle of unrelated content.',
  fix: 'Move the element out of the enclosing landmark, or drop its explicit role (a <header> or <footer> inside a section is not a banner or contentinfo anyway).',
  impact: 'moderate',
  tags: ['axe:landmark-banner-is-top-level', 'axe:landmark-contentinfo-is-top-level', 'axe:landmark-main-is-top-level', 'axe:landmark-complementary-is-top-level', 'best-practice'],
  check(ctx) {
    const { list, set } = landmarks(ctx.page);
    const targets = list.filter((l) => TOP_LEVEL.has(l.role));
    if (targets.length === 0) return ctx.notApplicable('No banner, main, contentinfo or complementary landmark.');
    for (const l of targets) {
      let cur = l.el.parent as Element | null;
      for (let i = 0; cur && cur.name && i < 200; i++, cur = cur.parent as Element | null) {
        const role = set.get(cur);
        if (!role || (l.role === 'complementary' && role === 'main')) continue;
        ctx.report(l.el, `${l.role} landmark ${dom.snippet(l.el, 50)} is inside the ${role} landmark ${dom.snippet(cur, 40)}.`);
        break;
      }
    }
    return undefined;
  },
});
