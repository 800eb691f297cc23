import { defineRule, dom, styleOf, styleResolver } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { firstFocusableDescendant, inTabOrder } from '../lib/focus.ts';
import { describe } from '../lib/info.ts';
import { boundedStyles, declaredPx, minContentHeight, minLineWidth } from '../lib/overflow.ts';
import { rendered } from '../lib/render.ts';

const SCROLLS = new Set(['auto', 'scroll']);
/** Elements that scroll as controls of their own (and are focusable), or whose scrolling is the viewport's. */
const NOT_REGIONS = new Set(['html', 'body', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'video', 'audio', 'head']);
/**
 * A line wider than any common desktop viewport, at a narrow 0.4 em per character (the certainty
 * threshold the text-spacing checks use): pre-formatted text this long overflows any box that
 * does not grow wider than the screen.
 */
const CERTAIN_OVERFLOW_PX = 1920;
/** Properties that could let a long pre-formatted line wrap or its box grow: with them in a sheet, overflow is not certain. */
const MAY_WRAP = /white-space|word-break|overflow-wrap|word-wrap|text-wrap|width|zoom|transform/i;

/** How far past its box a bound must reach to count as certain overflow: at least this many px … */
const CERTAIN_EXCESS_PX = 40;
/** … and this share of the box (text is bounded loosely, boxes of declared width exactly). */
const TEXT_EXCESS = 1.5;
const BOX_EXCESS = 1.25;

/**
 * Why the content of a scroll container of declared px size certainly overflows it (see
 * lib/overflow.ts), or null. One axis that scrolls makes a visible other axis scroll too (CSS
 * Overflow: visible computes to auto).
 */
function certainOverflow(page: Parameters<typeof minContentHeight>[0], el: Element, x: string, y: string): string | null {
  const width = declaredPx(styleOf(page, el).width);
  if (width === null || width <= 0) return null;
  const scrollsX = SCROLLS.has(x) || (x === 'visible' && SCROLLS.has(y));
  const scrollsY = SCROLLS.has(y) || (y === 'visible' && SCROLLS.has(x));
  const height = declaredPx(styleOf(page, el).height);
  if (scrollsY && height !== null) {
    const min = minContentHeight(page, el, width);
    if (min !== null && min >= TEXT_EXCESS * height && min - height >= CERTAIN_EXCESS_PX) return `its content needs at least ${Math.round(min)} px of height in a ${height} px high box`;
  }
  if (scrollsX) {
    const min = minLineWidth(page, el);
    if (min !== null && min >= BOX_EXCESS * width && min - width >= CERTAIN_EXCESS_PX) return `its unwrapped line is at least ${Math.round(min)} px wide in a ${width} px wide box`;
  }
  return null;
}

/** The longest line of pre-formatted text in the element's <pre> content, in characters. */
function longestPreLine(el: Element): number {
  const pres = el.name === 'pre' ? [el] : [...dom.descendants(el, (e) => e.name === 'pre')].slice(0, 20);
  let longest = 0;
  for (const pre of pres) for (const line of dom.textContent(pre).slice(0, 100_000).split('\n')) longest = Math.max(longest, line.length);
  return longest;
}

export default defineRule({
  id: 'accessibility/scrollable-region-focusable',
  dimension: 'accessibility',
  title: 'Scrollable regions can be reached with a keyboard',
  failureTitle: 'Some scrollable regions cannot be scrolled with a keyboard',
  description:
    'Finds the elements whose resolved overflow-x or overflow-y is auto or scroll (scroll containers) and checks that keyboard users can reach them: the element is in the tab order, or contains something that is. ' +
    'Whether a container\'s content actually overflows depends on layout, so one without keyboard access needs review — except where overflow is certain, which fails (ACT rule 0ssw9k): a <pre> line too long for any desktop screen (at 0.4 em a character) in a page whose styles neither wrap text nor size boxes; or, in a container of declared px size on a page without floats, columns, transforms or condensed faces, text that needs half as much height again as the box even at 0.35 em a character and one font size a line, or a line that does not wrap (white-space nowrap or pre) whose images and inline blocks of declared width and text reach a quarter past the box. ' +
    'Styles that cannot be resolved (a missing style sheet, a media query about the viewport) need review too.',
  why: 'Keyboard users scroll a region by focusing it or something in it; a scrollable box of text with nothing focusable keeps the overflowing part out of their reach.',
  fix: 'Make the scrollable element focusable with tabindex="0" and give it a role and a name (role="region" aria-label="Code sample"), or let its content wrap so that it does not scroll.',
  impact: 'serious',
  tags: ['axe:scrollable-region-focusable', 'act:0ssw9k', 'wcag:2.1.1', 'wcag:2.1.3'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html', 'https://www.w3.org/WAI/standards-guidelines/act/rules/0ssw9k/'],
  check(ctx) {
    const page = ctx.page;
    const authored = page.stylesheets;
    const missing = !styleResolver(page).complete;
    if (!missing && !authored.some((s) => /overflow/i.test(s.text))) return ctx.notApplicable('No style sheet or style attribute sets overflow: the page has no scrollable regions of its own.');
    if (missing) return ctx.needsReview(`Style sheet(s) missing from the snapshot (${styleResolver(page).missing.slice(0, 2).join(', ')}): which elements scroll cannot be known.`);
    const mayWrap = authored.some((s) => MAY_WRAP.test(s.text));
    const bounded = boundedStyles(page);
    let regions = 0;
    let unknown = 0;
    let review = 0;
    let failed = 0;
    for (const el of dom.descendants(page.document, () => true)) {
      if (NOT_REGIONS.has(el.name)) continue;
      const s = styleOf(page, el);
      if (s.overflowX === null || s.overflowY === null) {
        unknown++;
        continue;
      }
      if (!SCROLLS.has(s.overflowX) && !SCROLLS.has(s.overflowY)) continue;
      const shown = rendered(page, el);
      if (shown === 'no') continue;
      regions++;
      if (inTabOrder(el) || firstFocusableDescendant(el, 5000, inTabOrder)) continue;
      const certain = shown === 'yes' && bounded ? certainOverflow(page, el, s.overflowX, s.overflowY) : null;
      if (certain) {
        failed++;
        ctx.report(el, () => `${describe(el, 60)} scrolls (overflow ${s.overflowX} ${s.overflowY}): ${certain}, and neither it nor anything in it is in the tab order.`);
        continue;
      }
      const fontSize = s.fontSize ?? 16;
      const line = SCROLLS.has(s.overflowX) && !mayWrap && shown === 'yes' ? longestPreLine(el) : 0;
      if (line * fontSize * 0.4 > CERTAIN_OVERFLOW_PX) {
        failed++;
        ctx.report(el, () => `${describe(el, 60)} scrolls (overflow-x: ${s.overflowX}) a pre-formatted line of ${line} characters, wider than any screen, and neither it nor anything in it is in the tab order.`);
      } else {
        review++;
        ctx.warn(el, () => `${describe(el, 60)} is a scroll container (overflow ${s.overflowX} ${s.overflowY}) with nothing in the tab order; whether its content overflows needs review.`);
      }
    }
    if (failed > 0) return undefined;
    if (review > 0) return ctx.needsReview(`${review} scroll container(s) have nothing keyboard users can focus; whether their content overflows depends on the layout.`);
    if (unknown > 0) return ctx.needsReview(`${unknown} element(s) have an overflow that depends on styles that cannot be resolved statically (media queries, variables).`);
    if (regions === 0) return ctx.notApplicable('No rendered element scrolls its content (overflow auto or scroll).');
    return ctx.pass(`${regions} scroll container(s), each focusable or containing something focusable.`);
  },
});
