import { defineRule, dom } from '@pagegrade/core';
import type { Element, ParentNode } from 'domhandler';

/** More elements with a style attribute than this is overuse. */
const MAX_STYLED = 25;

function inSvg(el: Element): boolean {
  for (let cur: ParentNode | null = el.parent; cur !== null; cur = cur.parent) if (dom.isElement(cur) && cur.name === 'svg') return true;
  return false;
}

export default defineRule({
  id: 'code-quality/inline-styles',
  dimension: 'codeQuality',
  title: 'Styling lives in stylesheets, not style attributes',
  failureTitle: 'Many elements are styled with style attributes',
  description: `Counts elements with a non-empty style attribute (outside <svg>) and warns when more than ${MAX_STYLED} have one.`,
  why: 'Inline styles cannot be cached, reused, overridden without !important or adapted with media queries, they repeat the same rules on every element, and a Content Security Policy that blocks inline styles (style-src without \'unsafe-inline\') breaks them.',
  fix: 'Move repeated inline declarations into classes in a stylesheet; keep style attributes for values computed at run time (for example a custom property set by script).',
  impact: 'minor',
  tags: ['html-validate:no-inline-style'],
  check(ctx) {
    // Every element with a non-empty style attribute outside <svg>, in document order.
    const svg = ctx.page.index.byTag.has('svg');
    let count = 0;
    let first: Element | null = null;
    for (const el of ctx.page.index.byAttribute.get('style') ?? []) {
      // An <svg> itself counts as inside SVG.
      if (el.name === 'svg' || !el.attribs['style']?.trim() || (svg && inSvg(el))) continue;
      count++;
      first ??= el;
    }
    if (count <= MAX_STYLED || !first) return ctx.pass(`${count} element${count === 1 ? '' : 's'} with a style attribute.`);
    ctx.warn(first, `${count} elements have style attributes (more than ${MAX_STYLED}); first ${dom.snippet(first, 80)}.`);
    return undefined;
  },
});
