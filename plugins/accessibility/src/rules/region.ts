import { defineRule, dom, type Page } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import type { AnyNode, Element, Text } from 'domhandler';
import { landmarks } from '../lib/landmarks.ts';

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
  check(ctx) {
    const page = ctx.page;
    const lm = landmarks(page).set;
    const body = page.index.byTag.get('body')?.[0] ?? null;
    // One walk in end() rather than handlers on every element and text node: it skips hidden
    // subtrees (their text never counts) and the landmarks' subtrees (their text is never
    // outside a landmark; it is only looked at when no other text was found).
    let texts = 0;
    const flagged = new Set<Element>();
    let lastFlagged: Element | null = null;
    const insideLandmarks: Element[] = [];
    // Parallel stacks: a node and the top-level block of <body> it is in (null outside one).
    const nodes: AnyNode[] = [];
    const tops: Array<Element | null> = [];
    const roots = page.document.children;
    for (let i = roots.length - 1; i >= 0; i--) {
      nodes.push(roots[i]!);
      tops.push(null);
    }
    while (nodes.length) {
      const node = nodes.pop()!;
      let top = tops.pop()!;
      if (dom.isText(node)) {
        if (!countsAsText(node)) continue;
        texts++;
        if (!top || flagged.has(top)) continue;
        const parent = node.parent as Element;
        // A skip link: a same-page link before the first landmark.
        if (parent.name === 'a' && (parent.attribs['href'] ?? '').startsWith('#')) continue;
        flagged.add(top);
        lastFlagged = top;
        ctx.warn(top, `${dom.snippet(top, 50)} holds text outside any landmark ("${dom.normalizeSpace(node.data).slice(0, 40)}").`);
        continue;
      }
      // Hidden by markup or by the page's style sheets: its text is not content anyone meets.
      if (!dom.isElement(node) || isHidden(page, node)) continue;
      if (lm.has(node)) {
        insideLandmarks.push(node);
        continue;
      }
      if (body ? node.parent === body : !(node.parent as Element | null)?.name) top = node;
      // The rest of a block already reported adds nothing: only the first text of a block is reported.
      else if (top !== null && top === lastFlagged) continue;
      const kids = node.children;
      for (let i = kids.length - 1; i >= 0; i--) {
        nodes.push(kids[i]!);
        tops.push(top);
      }
    }
    if (texts === 0 && !insideLandmarks.some((el) => holdsText(page, el))) return ctx.notApplicable('The page has no text content.');
    if (lm.size === 0) return ctx.warning('The page has no landmarks at all, so all of its content is outside them.');
    return undefined;
  },
});

/** Text that is content: not blank, in a visible element other than title, script, style or option. */
function countsAsText(node: Text): boolean {
  if (dom.isBlank(node.data)) return false;
  const parent = node.parent as Element | null;
  if (!parent || !parent.name) return false;
  const name = parent.name;
  return name !== 'title' && name !== 'script' && name !== 'style' && name !== 'option';
}

/** Whether a visible part of the subtree holds text that counts. */
function holdsText(page: Page, root: Element): boolean {
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (dom.isText(node)) {
      if (countsAsText(node)) return true;
    } else if (dom.isElement(node) && !isHidden(page, node)) {
      for (const kid of node.children) stack.push(kid);
    }
  }
  return false;
}
