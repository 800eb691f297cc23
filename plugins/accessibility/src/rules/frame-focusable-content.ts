import { defineRule, inTagOrder } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { tabindexValue } from '../lib/focus.ts';
import { describe } from '../lib/info.ts';

/** A start tag: its name and (the first 2,000 characters of) its attributes; bounded, so linear in the source. */
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]{0,30})([^<>]{0,2000})/g;
const HREF = /(?:^|\s)href\s*=/i;
const HIDDEN_TYPE = /(?:^|\s)type\s*=\s*["']?hidden\b/i;
const CONTROLS = /(?:^|\s)controls\b/i;
const EDITABLE = /(?:^|\s)contenteditable(?!\s*=\s*["']?false\b)/i;
const TABINDEX = /(?:^|\s)tabindex\s*=\s*["']?\s*\+?\d/i;
const ALWAYS = new Set(['button', 'select', 'textarea', 'iframe', 'object', 'embed', 'summary']);

/**
 * The first start tag in the frame's source that makes something focusable (HTML "focusable
 * area"): a link or area with href, a form control, embedded content, summary, media controls,
 * contenteditable, a non-negative tabindex. srcdoc is read as source, which the engine does not
 * parse as a document: markup inside a comment may match, but these forms are not missed.
 */
function focusableMarkup(source: string): string | null {
  START_TAG.lastIndex = 0;
  for (let m = START_TAG.exec(source); m; m = START_TAG.exec(source)) {
    const tag = m[1]!.toLowerCase();
    const attrs = m[2]!;
    const hit =
      ALWAYS.has(tag) ||
      ((tag === 'a' || tag === 'area') && HREF.test(attrs)) ||
      (tag === 'input' && !HIDDEN_TYPE.test(attrs)) ||
      ((tag === 'audio' || tag === 'video') && CONTROLS.test(attrs)) ||
      EDITABLE.test(attrs) ||
      TABINDEX.test(attrs);
    if (hit) return m[0].slice(0, 40);
  }
  return null;
}

export default defineRule({
  id: 'accessibility/frame-focusable-content',
  dimension: 'accessibility',
  title: 'Frames with focusable content are in the tab order',
  failureTitle: 'Some frames with focusable content are taken out of the tab order with a negative tabindex',
  description:
    'Checks each <iframe> and <frame> with a negative tabindex: keyboard users cannot Tab into it, so its content must have nothing focusable. ' +
    'A srcdoc document is read for links, form controls, contenteditable and non-negative tabindex values; content loaded from a URL is not in the snapshot, so such a frame needs review.',
  why: 'A negative tabindex on a frame skips the whole frame in the tab order: the links and form fields inside it cannot be reached with a keyboard at all.',
  fix: 'Remove the negative tabindex from frames whose content is interactive; use it only for frames with nothing focusable (a decorative animation, an advert without links).',
  impact: 'serious',
  tags: ['axe:frame-focusable-content', 'wcag:2.1.1'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        const frames: Element[] = [...(page.index.byTag.get('iframe') ?? []), ...(page.index.byTag.get('frame') ?? [])];
        let checked = 0;
        let unknown = 0;
        let failed = 0;
        for (const el of inTagOrder(page, frames)) {
          const t = tabindexValue(el);
          if (t === null || t >= 0 || isHidden(page, el)) continue;
          checked++;
          const srcdoc = el.attribs['srcdoc'];
          if (srcdoc === undefined || el.name !== 'iframe') {
            unknown++;
            continue;
          }
          const m = focusableMarkup(srcdoc);
          if (!m) continue;
          failed++;
          ctx.report(el, () => `${describe(el, 60)} has tabindex="${el.attribs['tabindex']!.trim()}" but its document contains focusable content (${m.trim()}…).`);
        }
        if (checked === 0) return ctx.notApplicable('No frame has a negative tabindex.');
        if (failed === 0 && unknown > 0) return ctx.needsReview(`${unknown} frame(s) with a negative tabindex load their content from a URL; whether it has focusable elements needs review.`);
        return undefined;
      },
    };
  },
});
