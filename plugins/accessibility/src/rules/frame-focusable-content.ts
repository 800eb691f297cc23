import { buildPage, defineRule, dom, inTagOrder, snapshotFromParts, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { inTabOrder, tabindexValue } from '../lib/focus.ts';
import { describe } from '../lib/info.ts';
import { offScreen, rendered, type Rendered } from '../lib/render.ts';

/** srcdoc documents longer than this are not parsed: the frame needs review instead. */
const MAX_SRCDOC = 200_000;
/** Frames parsed per page, so that a page of many srcdoc frames stays linear. */
const MAX_FRAMES = 20;
/** Elements of a frame document looked at for one in the tab order. */
const BUDGET = 5000;
/** Controls that draw a box of their own, whatever their content. */
const BOXED = new Set(['input', 'select', 'textarea', 'button', 'iframe', 'embed', 'object', 'video', 'audio']);

/** A script that sets tabindex values: it may take a frame out of the tab order once the page runs. */
const SETS_TABINDEX = /\.tabIndex\s*=(?!=)|setAttribute\(\s*['"`]tabindex['"`]/i;

/** Whether a page script sets tabindex values (read in its first 200,000 characters). */
function scriptSetsTabindex(page: Page): boolean {
  return page.scripts.some((s) => SETS_TABINDEX.test(s.text.length > 200_000 ? s.text.slice(0, 200_000) : s.text));
}

/**
 * Whether a modal dialog may make the rest of the page inert: a dialog is open (a rendered page
 * keeps `open` on a dialog shown with showModal(), which the markup cannot tell from show()), or
 * a script opens one modally.
 */
function mayBeModal(page: Page): boolean {
  if ((page.index.byTag.get('dialog') ?? []).some((d) => d.attribs['open'] !== undefined)) return true;
  return page.scripts.some((s) => s.text.includes('showModal'));
}

/** Whether an element or an ancestor has the inert attribute (it and its content take no focus). */
function inert(el: Element): boolean {
  for (let cur: Element | null = el; cur && dom.isElement(cur); cur = cur.parent as Element | null) if (cur.attribs['inert'] !== undefined) return true;
  return false;
}

/** A frame size attribute of at most one pixel: nothing of its document can be seen. */
function collapsed(el: Element): boolean {
  const tiny = (v: string | undefined) => v !== undefined && /^\s*[01](?:\.0*)?\s*(?:px)?\s*$/i.test(v);
  return tiny(el.attribs['width']) || tiny(el.attribs['height']);
}

/**
 * Whether an element of the frame document is seen: rendered, not moved off the page, and drawing
 * something (a control's box, text, or an image); 'unknown' when a style or its content leaves it open.
 */
function seen(doc: Page, el: Element): Rendered {
  const shown = rendered(doc, el);
  if (shown !== 'yes') return shown;
  if (offScreen(doc, el)) return 'no';
  if (BOXED.has(el.name)) return el.name === 'input' && el.attribs['type']?.toLowerCase() === 'hidden' ? 'no' : 'yes';
  if (!dom.isBlank(dom.textContent(el).slice(0, 1000))) return 'yes';
  return dom.descendants(el, (e) => e.name === 'img' || e.name === 'svg').length > 0 ? 'unknown' : 'no';
}

/** The first element of the frame's document that keyboard users reach with Tab and can see, or why none was settled. */
function focusableSeen(srcdoc: string, url: string): { el: Element | null; unknown: boolean } {
  const doc = buildPage(snapshotFromParts({ url, html: srcdoc }));
  let unknown = false;
  let looked = 0;
  for (const el of dom.descendants(doc.document, () => true)) {
    if (++looked > BUDGET) return { el: null, unknown: true };
    if (!inTabOrder(el) || inert(el)) continue;
    const s = seen(doc, el);
    if (s === 'yes') return { el, unknown: false };
    if (s === 'unknown') unknown = true;
  }
  return { el: null, unknown };
}

export default defineRule({
  id: 'accessibility/frame-focusable-content',
  dimension: 'accessibility',
  title: 'Frames with focusable content are in the tab order',
  failureTitle: 'Some frames with focusable content are taken out of the tab order with a negative tabindex',
  description:
    'Checks each rendered <iframe> and <frame>, not inert and not sized to a pixel or less, whose document has something keyboard users could reach and see: the frame must not have a negative tabindex, which keeps them out of it (ACT rule akn7bn). ' +
    'A srcdoc document is parsed and read for elements in its tab order (links, form controls, contenteditable, a non-negative tabindex) that are rendered and show a box, text or an image; content loaded from a URL is not in the snapshot, so such a frame needs review, as does a frame in the tab order on a page whose scripts set tabindex values, and a frame outside a dialog that may be open as a modal (which makes the rest of the page inert).',
  why: 'A negative tabindex on a frame skips the whole frame in the tab order: the links and form fields inside it cannot be reached with a keyboard at all.',
  fix: 'Remove the negative tabindex from frames whose content is interactive; use it only for frames with nothing focusable (a decorative animation, an advert without links).',
  impact: 'serious',
  tags: ['axe:frame-focusable-content', 'act:akn7bn', 'wcag:2.1.1'],
  references: ['https://www.w3.org/WAI/standards-guidelines/act/rules/akn7bn/'],
  check(ctx) {
    const page = ctx.page;
    const frames: Element[] = [...(page.index.byTag.get('iframe') ?? []), ...(page.index.byTag.get('frame') ?? [])];
    let passed = 0;
    let unknown = 0;
    let failed = 0;
    let parsed = 0;
    const modal = mayBeModal(page);
    for (const el of inTagOrder(page, frames)) {
      if (inert(el) || collapsed(el)) continue;
      const t = tabindexValue(el);
      const negative = t !== null && t < 0;
      const srcdoc = el.name === 'iframe' ? el.attribs['srcdoc'] : undefined;
      // A frame loaded from a URL in the tab order passes whatever its content: only a negative tabindex needs it read.
      if (!negative && srcdoc === undefined) continue;
      const shown = rendered(page, el);
      if (shown === 'no') continue;
      // Outside a modal dialog, a frame is inert while the dialog is open.
      const maybeInert = modal && !dom.closest(el, (e) => e.name === 'dialog');
      if (shown === 'unknown' || maybeInert || srcdoc === undefined || srcdoc.length > MAX_SRCDOC || parsed >= MAX_FRAMES) {
        if (negative) unknown++;
        continue;
      }
      parsed++;
      const found = focusableSeen(srcdoc, page.url);
      if (!found.el) {
        if (found.unknown && negative) unknown++;
        continue;
      }
      if (!negative) {
        passed++;
        continue;
      }
      failed++;
      const inner = found.el;
      ctx.report(el, () => `${describe(el, 60)} has tabindex="${el.attribs['tabindex']!.trim()}" but its document has focusable content in its tab order (${describe(inner, 40)}).`);
    }
    if (failed > 0) return undefined;
    if (unknown > 0) return ctx.needsReview(`${unknown} frame(s) with a negative tabindex load their content from a URL or hold content whose visibility cannot be settled; whether keyboard users miss something needs review.`);
    if (passed > 0 && scriptSetsTabindex(page)) return ctx.needsReview(`${passed} frame(s) with focusable content are in the tab order in the markup, but a page script sets tabindex values once it runs.`);
    if (passed > 0) return ctx.pass(`${passed} frame(s) with focusable content, each in the tab order.`);
    return ctx.notApplicable('No rendered frame has content keyboard users could reach and see, or has a negative tabindex.');
  },
});
