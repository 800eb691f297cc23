import { defineRule, dom, inTagOrder, isFocusable, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { describe } from '../lib/info.ts';
import { rendered } from '../lib/render.ts';

/** An onblur handler that only moves focus, at once or after a timer: `X` or `setTimeout(() => X, n)`. */
const DEFERRED = /^setTimeout\(\s*(?:\(\s*\)\s*=>\s*\{?|function\s*\(\s*\)\s*\{)\s*(.*?)\s*;?\s*\}?\s*,\s*\d+\s*\)$/s;
/** Where such a handler sends focus: the element itself, a sibling, or an element named by its id. */
const MOVE = /^(this|this\.nextElementSibling|this\.previousElementSibling|document\.getElementById\(\s*(['"])([^'"]+)\2\s*\))\.focus\(\s*\)$/;
/** Scripts that could add blur or focusout listeners, which the markup does not show. */
const SCRIPT_BLUR = /\bblur\b|focusout/i;

function sibling(el: Element, next: boolean): Element | null {
  let cur = next ? el.next : el.prev;
  while (cur && !dom.isElement(cur)) cur = next ? cur.next : cur.prev;
  return (cur as Element | null) ?? null;
}

/**
 * Where the element's onblur handler unconditionally sends focus back to, or 'other' when it has
 * a handler this does not read (which may move focus anywhere), or null when it has none.
 */
function blurTarget(page: Page, el: Element): Element | 'other' | null {
  const raw = el.attribs['onblur'];
  if (raw === undefined) return el.attribs['onfocusout'] !== undefined ? 'other' : null;
  let code = raw.trim().replace(/;\s*$/, '');
  const deferred = DEFERRED.exec(code);
  if (deferred) code = deferred[1]!.trim().replace(/;\s*$/, '');
  const m = MOVE.exec(code);
  if (!m) return /focus/i.test(raw) ? 'other' : null;
  if (m[1] === 'this') return el;
  if (m[1] === 'this.nextElementSibling') return sibling(el, true) ?? 'other';
  if (m[1] === 'this.previousElementSibling') return sibling(el, false) ?? 'other';
  return page.index.byId.get(m[3]!)?.[0] ?? 'other';
}

export default defineRule({
  id: 'accessibility/keyboard-trap',
  dimension: 'accessibility',
  title: 'Keyboard focus can leave every element',
  failureTitle: 'Some elements trap keyboard focus',
  description:
    'Reads the onblur handlers of rendered focusable elements that only move focus (at once or after a timer): to the element itself, to its next or previous sibling, or to an element named by its id. ' +
    'When following these handlers from an element leads round a loop of focusable elements, each sending focus on to the next whenever it loses it, keyboard users cannot Tab or Shift+Tab out of the loop (ACT rule a1b64e) and it fails. ' +
    'Handlers that do anything else with focus, onfocusout attributes and scripts that listen for blur or focusout need review; with none, the page passes.',
  why: 'A keyboard user whose focus is pulled back every time it leaves an element is stuck: nothing after it on the page, nor the browser\'s own controls, can be reached without a mouse.',
  fix: 'Remove the handlers that move focus back on blur; if focus must stay inside a dialog while it is open, close the dialog on Escape and move focus back to what opened it.',
  impact: 'critical',
  tags: ['act:a1b64e', 'wcag:2.1.2'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/no-keyboard-trap.html', 'https://www.w3.org/WAI/standards-guidelines/act/rules/a1b64e/'],
  check(ctx) {
    const page = ctx.page;
    const holders = inTagOrder(page, [...new Set([...(page.index.byAttribute.get('onblur') ?? []), ...(page.index.byAttribute.get('onfocusout') ?? [])])]);
    const live = (el: Element) => isFocusable(el) && rendered(page, el) === 'yes';
    const targets = new Map<Element, Element | 'other' | null>();
    for (const el of holders) if (live(el)) targets.set(el, blurTarget(page, el));
    let review = 0;
    const trapped = new Set<Element>();
    for (const [start, first] of targets) {
      if (first === 'other') review++;
      if (first === null || first === 'other' || trapped.has(start)) continue;
      // Follow where each blur sends focus; a walk that returns to an element already on it is a loop.
      const path: Element[] = [start];
      let cur: Element | 'other' | null = first;
      while (cur && cur !== 'other' && live(cur) && targets.has(cur)) {
        const at = path.indexOf(cur);
        if (at >= 0) {
          for (const el of path.slice(at)) trapped.add(el);
          break;
        }
        path.push(cur);
        cur = targets.get(cur)!;
      }
    }
    for (const el of inTagOrder(page, [...trapped])) ctx.report(el, () => `${describe(el, 60)} sends focus back (onblur="${(el.attribs['onblur'] ?? '').trim().slice(0, 60)}") whenever it loses it, so keyboard focus cannot leave it and the elements it sends focus to.`);
    if (trapped.size > 0) return undefined;
    if (review > 0) return ctx.needsReview(`${review} focusable element(s) have blur handlers that may move focus; whether focus can leave them needs review.`);
    if (page.scripts.some((s) => SCRIPT_BLUR.test(s.text.length > 500_000 ? s.text.slice(0, 500_000) : s.text))) return ctx.needsReview('A page script listens for blur or focusout; whether it holds focus needs review.');
    const focusable = dom.descendants(page.document, (e) => isFocusable(e)).some((e) => rendered(page, e) === 'yes');
    if (!focusable) return ctx.notApplicable('No rendered element can take focus.');
    return ctx.pass('No blur handler sends focus back, and no script listens for blur.');
  },
});
