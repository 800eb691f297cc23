import { defineRule, dom, renderedElements, renderedStyleOf, type Page, type RenderedStyle } from '@pagegrade/core';
import { pageInfo } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';

/**
 * ACT 59br37: text is not cut off by a box that hides its overflow, at a viewport of 640 by 512
 * CSS pixels (1280 by 1024 zoomed to 200 %). Rendered mode only: whether content overflows its
 * box is layout, which the browser measured (`RenderedElement.scroll`: the content's size beside
 * the room inside the box, recorded for every box whose overflow is not visible).
 */

const CLIPS = new Set(['hidden', 'clip']);
/** Elements that hold text inline and make no box of their own that could overflow elsewhere. */
const PHRASING = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
/** Layout rounds sizes: overflow counts from this many CSS pixels on. */
const SLACK_PX = 1;
/**
 * The used `line-height: normal` is the font's own (CSS recommends 1.0 to 1.2 of the font size;
 * browsers use close to 1.2): taken as anywhere in this range when it decides a case.
 */
const NORMAL_LINE = [1.0, 1.3] as const;

function px(value: string | null): number | null {
  if (value === null) return null;
  const m = /^(-?[\d.]+)px$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}

/** The element's visible text nodes, and whether all its content is text and inline phrasing (no box of another kind in it). */
function contentOf(page: Page, box: Element): { text: string; textOnly: boolean; hiddenInside: boolean } {
  let text = '';
  let textOnly = true;
  let hiddenInside = false;
  const walk = (el: Element, depth: number) => {
    if (depth > 50) return;
    for (const c of el.children) {
      if (dom.isText(c)) {
        if (!dom.isBlank(c.data) && text.length < 200) text += c.data;
        continue;
      }
      if (!dom.isElement(c)) continue;
      if (ariaHidden(c)) hiddenInside = true;
      const s = renderedStyleOf(page, c);
      if (!s) {
        // Not recorded: a line break, or an element past the recorded bound, whose box is unknown.
        if (c.name !== 'br' && c.name !== 'wbr') textOnly = false;
        continue;
      }
      if (!s.box) continue;
      if (!PHRASING.has(c.name) || (s.get('display') ?? 'inline') !== 'inline') textOnly = false;
      walk(c, depth + 1);
    }
  };
  walk(box, 0);
  return { text: dom.normalizeSpace(text), textOnly, hiddenInside };
}

const ariaHidden = (e: Element): boolean => (e.attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true';

type Verdict = { kind: 'clipped'; detail: string } | { kind: 'review'; detail: string } | { kind: 'fits' };

/** Whether the box cuts its text off, on either axis that hides its overflow (the rule's two expectations). */
function judge(s: RenderedStyle, textOnly: boolean): Verdict {
  const box = s.box!;
  const scroll = s.scroll!;
  const ox = s.get('overflow-x') ?? 'visible';
  const oy = s.get('overflow-y') ?? 'visible';
  const wide = CLIPS.has(ox) && scroll.width > scroll.clientWidth + SLACK_PX;
  const tall = CLIPS.has(oy) && scroll.height > scroll.clientHeight + SLACK_PX;
  let review: string | null = null;
  if (wide) {
    // Expectation 1's exception: a line kept on one line and ended with a mark (an ellipsis) where it is cut.
    const marked = s.get('white-space') === 'nowrap' && (s.get('text-overflow') ?? 'clip') !== 'clip';
    if (!marked) {
      const detail = `its content is ${Math.round(scroll.width)} px wide in ${Math.round(scroll.clientWidth)} px that show it (overflow-x: ${ox})`;
      if (textOnly) return { kind: 'clipped', detail };
      review = `${detail}, and whether the part cut off is text depends on the boxes inside it`;
    }
  }
  if (tall) {
    const detail = `its content is ${Math.round(scroll.height)} px high in ${Math.round(scroll.clientHeight)} px that show it (overflow-y: ${oy})`;
    // Expectation 2's exception: a box exactly one line high keeps its text to that line (the
    // rule's third passed example). A box shorter than its line cuts the glyphs of that line,
    // which the rule's fourth failed example counts as clipped.
    const size = px(s.get('font-size'));
    const lineValue = s.get('line-height');
    const line = px(lineValue);
    const height = box.height;
    let oneLine: boolean | null = null;
    if (line !== null) oneLine = Math.abs(line - height) <= SLACK_PX;
    else if (lineValue === 'normal' && size !== null) oneLine = height < NORMAL_LINE[0] * size - SLACK_PX || height > NORMAL_LINE[1] * size + SLACK_PX ? false : null;
    if (oneLine === null) review ??= `${detail}, and whether the box is one line of its text high cannot be told (line-height: ${lineValue ?? 'not recorded'})`;
    else if (!oneLine) {
      if (oy === 'clip') review ??= `${detail}; with overflow-y: clip the rule measures the content box, which is not recorded`;
      else if (textOnly) return { kind: 'clipped', detail };
      else review ??= `${detail}, and whether the part cut off is text depends on the boxes inside it`;
    }
  }
  return review ? { kind: 'review', detail: review } : { kind: 'fits' };
}

export default defineRule({
  id: 'accessibility/text-clipped-by-overflow',
  dimension: 'accessibility',
  title: 'Text is not cut off by boxes that hide their overflow',
  failureTitle: 'Some text is cut off by a box too small for it',
  description:
    'Rendered mode only. Finds the boxes whose computed overflow-x or overflow-y is hidden or clip and that hold visible text (not under aria-hidden, in a box larger than a pixel), and compares the size of their content with the room inside them, as the browser measured both. ' +
    'Text is cut off horizontally when the content is wider than the box, unless the box keeps it on one line (white-space: nowrap) and marks the cut (a text-overflow other than clip); vertically when the content is taller, unless the box is exactly one line of its text high (its line-height equals its height). ' +
    'A box whose content is only text and inline phrasing fails; one that also holds other boxes (whose overflow may not be text), or whose height may or may not be one line (line-height: normal near its height), or with overflow-y: clip, needs review. ' +
    'ACT rule 59br37 asks this at a 640 by 512 viewport (1280 by 1024 zoomed to 200 %); the check judges the viewport the page was drawn at, which the finding names. Static snapshots: not applicable (layout is needed).',
  why: 'People with low vision zoom text to read it; text in a box of fixed size then runs out of the box and is cut off, and with it the information it carries.',
  fix: 'Let boxes that hold text grow with it (min-height instead of height, no fixed width on text), or end a single line with text-overflow: ellipsis and give the full text elsewhere.',
  impact: 'serious',
  tags: ['act:59br37', 'wcag:1.4.4'],
  needs: ['rendered'],
  references: ['https://www.w3.org/WAI/standards-guidelines/act/rules/59br37/', 'https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html'],
  check(ctx) {
    const page = ctx.page;
    const viewport = page.rendered!.profile.viewport;
    const at = `at a ${viewport.width}×${viewport.height} viewport`;
    let judged = 0;
    let review = 0;
    let firstReview = '';
    let failed = 0;
    // Under aria-hidden="true" (the element or an ancestor), its text is not a target.
    const ariaHiddenTree = pageInfo(page).ariaHidden;
    for (const [el, s] of renderedElements(page)) {
      if (!s.scroll || !s.box) continue;
      if (!CLIPS.has(s.get('overflow-x') ?? '') && !CLIPS.has(s.get('overflow-y') ?? '')) continue;
      // A box of a pixel or less shows no text: the visually hidden pattern of screen-reader text.
      if (s.box.width <= SLACK_PX || s.box.height <= SLACK_PX) continue;
      if (s.get('visibility') !== 'visible' || ariaHiddenTree.has(el)) continue;
      const { text, textOnly, hiddenInside } = contentOf(page, el);
      if (text === '') continue;
      judged++;
      const verdict = judge(s, textOnly && !hiddenInside);
      if (verdict.kind === 'clipped') {
        failed++;
        ctx.report(el, `"${text.slice(0, 40)}${text.length > 40 ? '…' : ''}" is cut off ${at}: ${verdict.detail}.`);
      } else if (verdict.kind === 'review') {
        review++;
        firstReview ||= `${dom.snippet(el, 40)}: ${verdict.detail}`;
      }
    }
    if (failed > 0) return undefined;
    if (judged === 0) return ctx.notApplicable('No box that hides its overflow holds visible text.');
    if (review > 0) return ctx.needsReview(`${judged - review} box(es) that hide their overflow show all their text ${at}; ${review} need review (the first: ${firstReview}).`);
    return ctx.pass(`All ${judged} box(es) that hide their overflow show all their text ${at}.`);
  },
});
