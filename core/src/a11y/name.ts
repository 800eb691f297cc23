/**
 * Accessible names from markup, following the steps of the W3C accname algorithm and HTML-AAM
 * that need no layout: aria-labelledby, aria-label, native labelling (label, alt, value, legend,
 * caption, figcaption, svg title, iframe title), name from content for roles that allow it, the
 * title attribute and, for text fields, the placeholder.
 *
 * Labels come from a per-page index (no scan of every <label> for every control) and the content
 * walk is bounded, so naming stays linear on pathological pages.
 */
import type { AnyNode, Element } from 'domhandler';
import * as dom from '../dom/index.ts';
import { perPage, type Page } from '../engine/page.ts';
import { flatChildren, hasShadowRoots } from '../shadow/index.ts';
import { effectiveRole, inputType, supportsNameFromContent } from './aria.ts';
import { contentMemo, hasContentIn, isHidden, pageInfo } from './info.ts';

export type NameSource = 'aria-labelledby' | 'aria-label' | 'label' | 'alt' | 'value' | 'legend' | 'caption' | 'figcaption' | 'svg-title' | 'contents' | 'title' | 'placeholder' | 'none';

export interface NameResult {
  name: string;
  source: NameSource;
  /** False when the content walk hit its bound: an empty name is then not proven. */
  complete: boolean;
}

/** Nodes one content walk may visit, and the text length after which it stops. */
const MAX_VISITS = 250;
const MAX_TEXT = 400;

const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'label', 'font']);

/** Names computed so far on a page, by element. */
const nameMemo = perPage((): Map<Element, NameResult> => new Map());

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time', 'color', 'range', 'file', 'checkbox', 'radio']);

function firstChild(el: Element, name: string): Element | undefined {
  for (const c of el.children) if (dom.isElement(c) && c.name === name) return c;
  return undefined;
}

/**
 * Text alternative of a subtree from its content (accname step 2F), skipping hidden parts.
 *
 * With `probe`, only whether the text is empty is wanted: the walk stops at the first non-blank
 * piece and returns that piece, not normalised, in place of the whole text (most links and
 * headings are then decided by their first text node, with no string built or normalised).
 * Whether the text is empty, and `complete`, are exactly what the full walk would give.
 *
 * `labelled` is the control whose label `root` is: a control inside its own label takes no part in
 * its name (its value is what the user typed, not what the field is for).
 */
export function contentText(root: Element, page: Page, includeHidden = false, probe = false, inLabelledby = false, labelled: Element | null = null): { text: string; complete: boolean } {
  // The most common case, <a href="…">Text</a> or <h2>Text</h2>: the walk below would return the
  // normalised text (empty when blank) after one visit.
  // In the flat tree: a shadow host's content is its shadow tree, a slot's the light children it draws.
  const shadows = hasShadowRoots(page);
  const kids = shadows ? flatChildren(page, root) : root.children;
  if (kids.length === 1 && dom.isText(kids[0])) {
    const data = kids[0].data;
    return { text: !probe ? dom.normalizeSpace(data) : dom.isBlank(data) ? '' : data, complete: true };
  }
  const { hidden, stylesMayHide } = pageInfo(page);
  const memo = contentMemo(page);
  if (!hasContentIn(memo, root)) return { text: '', complete: true };
  // Accumulate directly into one string; a boundary between block elements becomes one space.
  // (No helper closure: this runs for most links and headings of every page.)
  let acc = '';
  let space = false;
  let t = '';
  let visits = 0;
  const stack: Array<AnyNode | null> = [];
  for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  while (stack.length) {
    const n = stack.pop()!;
    if (n === null) {
      space = true;
      continue;
    }
    if (++visits > MAX_VISITS) return { text: dom.normalizeSpace(acc), complete: false };
    if (dom.isText(n)) {
      t = n.data;
      if (t) {
        if (probe && !dom.isBlank(t)) return { text: t, complete: true };
        if (space && acc) acc += ' ';
        space = false;
        acc += t;
      }
      if (acc.length > MAX_TEXT) break;
      continue;
    }
    if (!dom.isElement(n)) continue;
    const name = n.name;
    if (name === 'script' || name === 'style' || name === 'template' || name === 'noscript') continue;
    // A slot's content is the light children it takes, not its own: the content memo reads the DOM.
    if ((!includeHidden && (hidden.has(n) || (stylesMayHide && isHidden(page, n)))) || (!(shadows && name === 'slot') && !hasContentIn(memo, n)) || n === labelled) continue;
    t = '';
    const label = n.attribs['aria-label'];
    const labelledby = inLabelledby ? undefined : n.attribs['aria-labelledby'];
    // accname 2B: a descendant's aria-labelledby names it, except inside a labelledby traversal.
    if (labelledby !== undefined && labelledby.trim() !== '' && (t = labelledbyText(labelledby, page).text) !== '') {
      // t holds the referenced text
    } else if (label !== undefined && label.trim() !== '') t = label;
    // An image made presentational (role none, not overridden) takes no part in the name.
    else if (name === 'img' || name === 'area') t = n.attribs['role'] !== undefined && isPresentational(n) ? '' : (n.attribs['alt'] ?? n.attribs['title'] ?? '');
    else if (name === 'input') {
      const type = inputType(n);
      if (type === 'image') t = n.attribs['alt'] ?? '';
      else if (type === 'submit' || type === 'reset' || type === 'button') t = n.attribs['value'] ?? (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
      else if (type !== 'hidden' && type !== 'checkbox' && type !== 'radio') t = n.attribs['value'] ?? '';
    } else if (name === 'svg') {
      const title = firstChild(n, 'title');
      if (title) t = dom.textContent(title).slice(0, MAX_TEXT);
    } else if (name === 'br') {
      space = true;
      continue;
    } else {
      if (!INLINE.has(name)) {
        space = true;
        stack.push(null);
      }
      const sub = shadows ? flatChildren(page, n) : n.children;
      for (let i = sub.length - 1; i >= 0; i--) stack.push(sub[i]!);
      continue;
    }
    // A replaced element or labelled one stands for its subtree, with a boundary on each side.
    space = true;
    if (t) {
      if (probe && !dom.isBlank(t)) return { text: t, complete: true };
      if (acc) acc += ' ';
      space = false;
      acc += t;
    }
    space = true;
  }
  return { text: dom.normalizeSpace(acc), complete: true };
}

function labelText(el: Element, page: Page): { text: string; complete: boolean } | null {
  const { labelsFor } = pageInfo(page);
  const id = el.attribs['id'];
  const byFor = id ? labelsFor.get(id) : undefined;
  // A wrapping label labels its first labelable descendant; a few levels up is plenty.
  let wrapping: Element | null = null;
  let cur = el.parent as Element | null;
  for (let depth = 0; cur && cur.name && depth < 30; depth++, cur = cur.parent as Element | null) {
    if (cur.name === 'label') {
      if ((byFor === undefined || !byFor.includes(cur)) && (cur.attribs['for'] === undefined || cur.attribs['for'] === id)) wrapping = cur;
      break;
    }
  }
  if (byFor === undefined && wrapping === null) return null;
  // Most controls have one label: its text is the answer, no list to join.
  // contentText's text is already normalised.
  if (byFor !== undefined && byFor.length === 1 && wrapping === null) return contentText(byFor[0]!, page, false, false, false, el);
  if (byFor === undefined && wrapping !== null) return contentText(wrapping, page, false, false, false, el);
  const parts: string[] = [];
  let complete = true;
  for (const label of byFor ?? []) {
    const r = contentText(label, page, false, false, false, el);
    complete &&= r.complete;
    parts.push(r.text);
  }
  if (wrapping) {
    const r = contentText(wrapping, page, false, false, false, el);
    complete &&= r.complete;
    parts.push(r.text);
  }
  return { text: dom.normalizeSpace(parts.join(' ')), complete };
}

/** The labels of a form control: label[for=id] plus a wrapping label. */
export function labelsOf(el: Element, page: Page): Element[] {
  const out: Element[] = [];
  const id = el.attribs['id'];
  // Concatenated, not spread: a page can give one id any number of labels.
  if (id) for (const label of pageInfo(page).labelsFor.get(id) ?? []) out.push(label);
  let cur = el.parent as Element | null;
  for (let depth = 0; cur && cur.name && depth < 30; depth++, cur = cur.parent as Element | null) {
    if (cur.name === 'label') {
      if (!out.includes(cur) && (cur.attribs['for'] === undefined || cur.attribs['for'] === id)) out.push(cur);
      break;
    }
  }
  return out;
}

/** Elements an aria-labelledby / aria-describedby value points at (the existing ones). */
export function idrefTargets(value: string, page: Page): Element[] {
  const out: Element[] = [];
  for (const id of value.split(/[\t\n\f\r ]+/)) {
    if (!id) continue;
    const t = page.index.byId.get(id)?.[0];
    if (t) out.push(t);
  }
  return out;
}

function done(name: string, source: NameSource, complete = true): NameResult {
  return { name: dom.normalizeSpace(name), source, complete };
}

/** done() for text contentText already normalised (normalizeSpace is idempotent). */
function doneNormalized(name: string, source: NameSource, complete: boolean): NameResult {
  return { name, source, complete };
}

/** The text of the elements an aria-labelledby value points at (accname 2B), not following their own aria-labelledby. */
function labelledbyText(labelledby: string, page: Page): { text: string; complete: boolean } {
  const parts: string[] = [];
  let complete = true;
  for (const target of idrefTargets(labelledby, page)) {
    const own = target.attribs['aria-label'];
    if (own && own.trim()) {
      parts.push(own);
      continue;
    }
    const r = target.name === 'img' || target.name === 'area' ? { text: target.attribs['alt'] ?? '', complete: true } : contentText(target, page, isHidden(page, target), false, true);
    complete &&= r.complete;
    parts.push(r.text);
  }
  return { text: dom.normalizeSpace(parts.join(' ')), complete };
}

function compute(el: Element, page: Page): NameResult {
  const labelledby = el.attribs['aria-labelledby'];
  if (labelledby) {
    const r = labelledbyText(labelledby, page);
    if (r.text) return done(r.text, 'aria-labelledby', r.complete);
  }
  const ariaLabel = el.attribs['aria-label'];
  if (ariaLabel && ariaLabel.trim()) return done(ariaLabel, 'aria-label');

  let complete = true;
  switch (el.name) {
    case 'img':
    case 'area': {
      const alt = el.attribs['alt'];
      if (alt !== undefined && alt.trim()) return done(alt, 'alt');
      break;
    }
    case 'input': {
      const t = inputType(el);
      if (t === 'hidden') return done('', 'none');
      if (t === 'image') {
        const alt = el.attribs['alt'];
        if (alt && alt.trim()) return done(alt, 'alt');
        break;
      }
      if (t === 'submit' || t === 'reset' || t === 'button') {
        const v = el.attribs['value'];
        if (v !== undefined && v.trim()) return done(v, 'value');
        if (v === undefined && t !== 'button') {
          const l = labelText(el, page);
          if (l?.text) return done(l.text, 'label', l.complete);
          return done(t === 'submit' ? 'Submit' : 'Reset', 'value');
        }
        break;
      }
      const l = labelText(el, page);
      if (l?.text) return done(l.text, 'label', l.complete);
      if (l) complete = l.complete;
      break;
    }
    case 'textarea':
    case 'select':
    case 'meter':
    case 'progress':
    case 'output':
    case 'button': {
      const l = labelText(el, page);
      if (l?.text) return done(l.text, 'label', l.complete);
      if (l) complete = l.complete;
      break;
    }
    case 'fieldset': {
      const legend = firstChild(el, 'legend');
      if (legend) {
        const r = contentText(legend, page);
        if (r.text) return done(r.text, 'legend', r.complete);
      }
      break;
    }
    case 'table': {
      const caption = firstChild(el, 'caption');
      if (caption) {
        const r = contentText(caption, page);
        if (r.text) return done(r.text, 'caption', r.complete);
      }
      break;
    }
    case 'figure': {
      const cap = firstChild(el, 'figcaption');
      if (cap) {
        const r = contentText(cap, page);
        if (r.text) return done(r.text, 'figcaption', r.complete);
      }
      break;
    }
    case 'svg': {
      const title = firstChild(el, 'title');
      if (title) {
        const t = dom.normalizeSpace(dom.textContent(title));
        if (t) return done(t, 'svg-title');
      }
      break;
    }
    default: {
      // SVG-AAM: every SVG element (a shape, a group, a use) is named by its title child.
      const title = el.attribs['role'] !== undefined ? firstChild(el, 'title') : null;
      if (title && dom.closest(el, isSvg)) {
        const t = dom.normalizeSpace(dom.textContent(title));
        if (t) return done(t, 'svg-title');
      }
    }
  }

  const role = effectiveRole(el);
  if ((role && supportsNameFromContent(role)) || el.name === 'summary') {
    const r = contentText(el, page);
    if (r.text) return doneNormalized(r.text, 'contents', r.complete);
    complete &&= r.complete;
  }
  const title = el.attribs['title'];
  if (title && title.trim()) return done(title, 'title', complete);
  if (el.name === 'textarea' || (el.name === 'input' && TEXT_INPUTS.has(inputType(el)))) {
    const ph = el.attribs['placeholder'] ?? el.attribs['aria-placeholder'];
    if (ph && ph.trim()) return done(ph, 'placeholder', complete);
  }
  return done('', 'none', complete);
}

/** Whether an element's accessible name is empty, and whether that is proven (see NameResult.complete). */
export type NameProbe = 'named' | 'unnamed' | 'truncated';

function probeOf(r: NameResult): NameProbe {
  return r.name ? 'named' : r.complete ? 'unnamed' : 'truncated';
}

/** Tags compute() names from markup of their own before it looks at the role: probed by computing the name. */
const NATIVE_NAMING = new Set(['img', 'area', 'input', 'textarea', 'select', 'meter', 'progress', 'output', 'button', 'fieldset', 'table', 'figure', 'svg']);

/**
 * What accName would say about a name being empty, without building the name, for checks that
 * ask only that (link-name, empty-heading) about many elements. A name some check stored already
 * is read; nothing is stored, so the page's memo does not grow by an entry per link. Follows
 * compute()'s steps: aria-labelledby and native labelling (rare on links and headings: the name is
 * computed in full), aria-label, content for roles named from it, title.
 */
export function nameProbe(el: Element, page: Page, knownRole?: string): NameProbe {
  const stored = nameMemo(page).get(el);
  if (stored) return probeOf(stored);
  if (el.attribs['aria-labelledby'] || NATIVE_NAMING.has(el.name)) return probeOf(compute(el, page));
  const ariaLabel = el.attribs['aria-label'];
  if (ariaLabel && ariaLabel.trim()) return 'named';
  let complete = true;
  // Callers that have already worked out the element's effective role pass it.
  const role = knownRole ?? effectiveRole(el);
  if ((role && supportsNameFromContent(role)) || el.name === 'summary') {
    const r = contentText(el, page, false, true);
    if (r.text) return 'named';
    complete = r.complete;
  }
  const title = el.attribs['title'];
  if (title && title.trim()) return 'named';
  // The placeholder step is for textarea and input, which are computed in full above.
  return complete ? 'unnamed' : 'truncated';
}

/** The accessible name of an element, with the step that gave it, cached per page. */
export function accName(el: Element, page: Page): NameResult {
  const cache = nameMemo(page);
  let r = cache.get(el);
  if (!r) {
    r = compute(el, page);
    cache.set(el, r);
  }
  return r;
}

/** The accessible name of an element (accName's name, for callers that need only the text). */
export function accessibleName(el: Element, page: Page): string {
  return accName(el, page).name;
}

const isSvg = (e: Element) => e.name === 'svg';

function isPresentational(el: Element): boolean {
  const r = effectiveRole(el);
  return r === 'none' || r === 'presentation';
}
