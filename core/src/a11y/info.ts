/**
 * What is hidden from assistive technology, and the page facts accessible names need (labels by
 * target id, subtrees that hold content), computed once per page from the index (only the hidden
 * subtrees are walked) or on demand, and kept in the per-page memo (no state leaks between pages,
 * and nothing outlives its page).
 */
import type { Element } from 'domhandler';
import * as dom from '../dom/index.ts';
import { perPage, type Page } from '../engine/page.ts';
import { assignedSlot, isShadowRoot, shadowRootOf } from '../shadow/index.ts';
import { displayNoneOf, knownSheetsHide, styleOf, styleResolver } from '../style/resolve.ts';

export interface PageInfo {
  /**
   * Elements hidden from assistive technology by markup: hidden, aria-hidden="true", inline
   * display:none, a closed dialog, or inside one; also template (not a shadow root), noscript and head
   * contents, and a shadow host's light children that no slot draws.
   * Style sheets may hide more: `hiddenState` and `isHidden` answer for them.
   */
  hidden: Set<Element>;
  /** Whether author styles may hide elements the markup does not (then the resolver decides). */
  stylesMayHide: boolean;
  /** Elements inside (or being) an aria-hidden="true" subtree. */
  ariaHidden: Set<Element>;
  /** <label for="…"> elements by the id they point at. */
  labelsFor: Map<string, Element[]>;
  /** The html element (first), the body element (first). */
  html: Element | null;
  body: Element | null;
}

const HIDING_STYLE = /(?:^|;)\s*display\s*:\s*none\s*(?:!important\s*)?(?:;|$)/i;
/** A style attribute that may hide what the markup regex does not settle (visibility, a display that depends on var() …). */
const MAY_HIDE_STYLE = /display|visibility/i;

/** Whether an inline style sets display:none (very long styles are not read). */
function hidesByStyle(style: string): boolean {
  return style.length < 10_000 && HIDING_STYLE.test(style);
}

/** aria-hidden's value is true: "true" in any case, with surrounding white space. */
function isTrue(value: string): boolean {
  return value === 'true' || value.trim().toLowerCase() === 'true';
}

function providesName(el: Element): boolean {
  const label = el.attribs['aria-label'];
  if (label !== undefined && !dom.isBlank(label)) return true;
  const labelledby = el.attribs['aria-labelledby'];
  if (labelledby !== undefined && !dom.isBlank(labelledby)) return true;
  switch (el.name) {
    case 'img':
    case 'area':
      // Without an alt attribute, an image's title names it.
      return !dom.isBlank(el.attribs['alt'] ?? el.attribs['title'] ?? '');
    case 'input':
      return (el.attribs['type'] ?? '').toLowerCase() !== 'hidden';
    case 'svg':
      return el.children.some((c) => dom.isElement(c) && c.name === 'title');
    default:
      return false;
  }
}

export const pageInfo = perPage((page: Page): PageInfo => {
  const { byTag, byAttribute } = page.index;
  // Plain sets: they live as long as the page's memo, and weak sets cost the garbage collector
  // far more on pages with tens of thousands of elements.
  const hidden = new Set<Element>();
  const ariaHidden = new Set<Element>();
  const labelsFor = new Map<string, Element[]>();
  for (const label of byTag.get('label') ?? []) {
    const f = label.attribs['for'];
    if (f === undefined || f === '') continue;
    let list = labelsFor.get(f);
    if (!list) labelsFor.set(f, (list = []));
    list.push(label);
  }

  // Hidden subtrees start at the few elements that hide themselves; they come from the index
  // (by tag and by attribute), so only hidden parts of the tree are walked.
  for (const el of byAttribute.get('aria-hidden') ?? []) if (isTrue(el.attribs['aria-hidden']!)) addSubtree(el, ariaHidden);
  for (const el of ariaHidden) hidden.add(el);
  for (const tag of HIDDEN_TAGS) for (const el of byTag.get(tag) ?? []) if (tag !== 'template' || !isShadowRoot(el)) addSubtree(el, hidden);
  // In a shadow host, the light children no slot takes are not drawn, nor a slot's fallback
  // content when light children fill it.
  for (const t of byTag.get('template') ?? []) {
    const host = t.parent as Element;
    if (shadowRootOf(page, host) !== t) continue;
    // A slot that takes a light child shows it instead of its own children: each such slot's
    // fallback is hidden once, however many children it takes.
    const filled = new Set<Element>();
    for (const c of host.children) {
      if (!dom.isElement(c) || c === t) continue;
      const slot = assignedSlot(page, c);
      if (!slot) addSubtree(c, hidden);
      else if (!filled.has(slot)) {
        filled.add(slot);
        for (const f of slot.children) if (dom.isElement(f)) addSubtree(f, hidden);
      }
    }
  }
  for (const el of byAttribute.get('hidden') ?? []) addSubtree(el, hidden);
  // Only the style is read here: an element that hides itself by its hidden or aria-hidden
  // attribute is in the set already, with its subtree.
  let stylesMayHide = false;
  for (const el of byAttribute.get('style') ?? []) {
    const style = el.attribs['style']!;
    if (hidesByStyle(style)) addSubtree(el, hidden);
    else if (MAY_HIDE_STYLE.test(style)) stylesMayHide = true;
  }
  // The browser's own style hides a dialog that is not open.
  for (const el of byTag.get('dialog') ?? []) if (el.attribs['open'] === undefined) addSubtree(el, hidden);
  // Style sheets (<style> or linked, fetched or not) may hide anything: only the cascade can tell.
  if (!stylesMayHide) stylesMayHide = byTag.has('style') || page.stylesheets.some((s) => s.origin !== 'style-attribute') || (byTag.get('link') ?? []).some(isStylesheetLink);

  return {
    hidden,
    stylesMayHide,
    ariaHidden,
    labelsFor,
    html: byTag.get('html')?.[0] ?? null,
    body: byTag.get('body')?.[0] ?? null,
  };
});

const HIDDEN_TAGS = ['template', 'noscript', 'head', 'script', 'style'];

/**
 * Adds an element and its element descendants to a set. A set built only by this call holds
 * whole subtrees, so a member met on the way has its subtree in already.
 */
function addSubtree(root: Element, set: Set<Element>): void {
  if (set.has(root)) return;
  // Most roots (script, style, meta, link, title) have no element child: no stack for them. The
  // order of insertion stays that of the walk below.
  set.add(root);
  let stack: Element[] | null = null;
  const first = root.children;
  for (let i = 0; i < first.length; i++) {
    const k = first[i]!;
    if (dom.isElement(k) && !set.has(k)) (stack ??= []).push(k);
  }
  if (stack === null) return;
  while (stack.length) {
    const el = stack.pop()!;
    set.add(el);
    const kids = el.children;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i]!;
      if (dom.isElement(k) && !set.has(k)) stack.push(k);
    }
  }
}

/** The page's memo for hasContentIn, fetched once by callers that ask about many elements. */
export const contentMemo = perPage((): Map<Element, boolean> => new Map());

/**
 * Whether an element's subtree holds something a name from content can use: non-blank text (a
 * text child of any element, script and style included), alt text (or an image's title), an input
 * value, an svg title, an aria-label or an aria-labelledby. Lets name computation skip empty subtrees, so deeply nested empty controls
 * stay linear.
 *
 * Decided on demand and memoised per page (`memo` from contentMemo): name computation only asks
 * about links, buttons, headings, labels and what they contain, a small part of most pages, so
 * the rest of the tree is never looked at. A search stops at the first content it finds; every
 * element it entered is then decided (an ancestor of the content: yes; a fully searched subtree:
 * no), so no element is searched twice and the total work stays linear in the page.
 */
export function hasContentIn(memo: Map<Element, boolean>, root: Element): boolean {
  const known = memo.get(root);
  if (known !== undefined) return known;
  if (isSource(root)) {
    memo.set(root, true);
    return true;
  }
  // Depth-first, on parallel stacks of elements and their next child index (nothing allocated
  // per element).
  const els: Element[] = [root];
  const next: number[] = [0];
  while (els.length) {
    const top = els.length - 1;
    const kids = els[top]!.children;
    let i = next[top]!;
    while (i < kids.length && !dom.isElement(kids[i])) i++;
    if (i >= kids.length) {
      memo.set(els.pop()!, false);
      next.pop();
      continue;
    }
    next[top] = i + 1;
    const child = kids[i] as Element;
    const m = memo.get(child);
    if (m === false) continue;
    if (m === true || isSource(child)) {
      memo.set(child, true);
      for (const el of els) memo.set(el, true);
      return true;
    }
    els.push(child);
    next.push(0);
  }
  return false;
}

/** Whether an element has a name of its own or a non-blank text child. */
function isSource(el: Element): boolean {
  if (providesName(el)) return true;
  const kids = el.children;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i]!;
    if (k.type === 'text' && !dom.isBlank(k.data)) return true;
  }
  return false;
}

function isStylesheetLink(el: Element): boolean {
  return dom.tokens(el, 'rel').some((t) => t.toLowerCase() === 'stylesheet');
}

/**
 * Whether an element is programmatically hidden (ACT): aria-hidden="true" on it or an ancestor,
 * display:none on it or an ancestor, or a visibility other than visible on itself (descendants
 * may make themselves visible again), from markup and, where style sheets could change it, the
 * resolved styles. `null` when the page's styles cannot decide it (a media query about the
 * viewport, a selector that cannot be decided): a rule then answers needs-review for the element
 * rather than guessing.
 *
 * When a style sheet is missing from the snapshot (a saved page, a sheet past the fetch limits or
 * that failed), the sheets the snapshot does hold still decide what they hide — a page's own
 * `<style>` rule `.player-hidden{display:none}` hides its player's controls whatever a missing
 * sheet adds — and everything else is left to the markup. Taking every element as unknown would
 * turn every failure on such a page into a review, and a page saved without its sheets would score
 * higher than the same page served.
 *
 * The markup decides on its own for most elements and pages; the cascade is read only for
 * elements the markup leaves visible on pages whose styles could hide something.
 */
export function hiddenState(page: Page, el: Element): boolean | null {
  const info = pageInfo(page);
  if (info.hidden.has(el)) return true;
  if (!info.stylesMayHide) return false;
  const memo = cssHiddenMemo(page);
  const known = memo.get(el);
  if (known !== undefined) return known;
  // Without every style sheet, what the known sheets hide is hidden, and the markup decides the rest (see above).
  if (!styleResolver(page).complete) {
    const hidden = knownSheetsHide(page, el);
    memo.set(el, hidden);
    return hidden;
  }
  const own = styleOf(page, el).visibility;
  const byDisplay = displayNone(page, el);
  const result = byDisplay === true || (own !== null && own !== 'visible') ? true : byDisplay === null || own === null ? null : false;
  memo.set(el, result);
  return result;
}

/** Whether the element is certainly hidden from assistive technology (see hiddenState). */
export function isHidden(page: Page, el: Element): boolean {
  return hiddenState(page, el) === true;
}

const cssHiddenMemo = perPage((): Map<Element, boolean | null> => new Map());
/**
 * Whether display:none applies to the element or an ancestor (null: unknown). An area's own
 * display:none, from the browser's style sheet, does not count: image map areas are exposed
 * through their image.
 */
function displayNone(page: Page, el: Element): boolean | null {
  if (el.name !== 'area') return displayNoneOf(page, el);
  return el.parent && dom.isElement(el.parent) ? displayNoneOf(page, el.parent) : false;
}
