import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { landmarks } from '../lib/landmarks.ts';
import { isHidden } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/region',
  dimension: 'accessibility',
  title: 'All page content is inside landmarks',
  failureTitle: 'Some content is outside any landmark',
  description: 'Finds text exposed to assistive technology that is not inside any landmark (banner, navigation, main, complementary, contentinfo, search, named region or form) and reports the top-level blocks of <body> that hold it. Same-page skip links at the start are exempt. A heuristic, so it warns rather than fails.',
  why: 'Screen reader users move around a page by landmarks; content outside them is easy to miss entirely.',
  fix: 'Put all content in landmarks: <header>, <nav>, <main>, <aside>, <footer>, or a <section> with an aria-label.',
  impact: 'moderate',
  tags: ['axe:region', 'best-practice'],
  create(ctx) {
    const page = ctx.page;
    let lm: Map<Element, string> | null = null;
    let depth = 0;
    let top: Element | null = null;
    let texts = 0;
    const flagged = new Set<Element>();
    let bodyEl: Element | null | undefined;
    const body = () => (bodyEl === undefined ? (bodyEl = page.index.byTag.get('body')?.[0] ?? null) : bodyEl);
    return {
      element: {
        '*'(el) {
          lm ??= landmarks(page).set;
          if (lm.has(el)) depth++;
          const b = body();
          if ((b && el.parent === b) || (!b && !(el.parent as Element | null)?.name)) top = el;
        },
      },
      elementExit: {
        '*'(el) {
          if (lm?.has(el)) depth--;
          if (el === top) top = null;
        },
      },
      text(node) {
        if (!node.data.trim()) return;
        const parent = node.parent as Element | null;
        if (!parent || !parent.name || isHidden(page, parent)) return;
        if (parent.name === 'title' || parent.name === 'script' || parent.name === 'style' || parent.name === 'option') return;
        texts++;
        if (depth > 0 || !top || flagged.has(top)) return;
        // A skip link: a same-page link before the first landmark.
        if (parent.name === 'a' && (parent.attribs['href'] ?? '').startsWith('#')) return;
        flagged.add(top);
        ctx.warn(top, `${dom.snippet(top, 50)} holds text outside any landmark ("${dom.normalizeSpace(node.data).slice(0, 40)}").`);
      },
      end() {
        if (texts === 0) return ctx.notApplicable('The page has no text content.');
        if ((lm?.size ?? 0) === 0) return ctx.warning('The page has no landmarks at all, so all of its content is outside them.');
        return undefined;
      },
    };
  },
});
