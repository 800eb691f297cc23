import type { AnyNode, Element, ParentNode, Text } from 'domhandler';

import { isShadowRoot } from './shadow-root.ts';

export type { AnyNode, Element, Text, Document, ParentNode } from 'domhandler';

// String comparisons against domhandler's node types: this runs for every node of every walk.
export function isElement(node: AnyNode | null | undefined): node is Element {
  if (!node) return false;
  const t = node.type as string;
  return t === 'tag' || t === 'script' || t === 'style';
}

export function isText(node: AnyNode | null | undefined): node is Text {
  return !!node && (node.type as string) === 'text';
}

/** Attribute value, or null when absent. Names are lower-case (the parser lower-cases them). */
export function attr(el: Element, name: string): string | null {
  const v = el.attribs[name];
  return v === undefined ? null : v;
}

export function hasAttr(el: Element, name: string): boolean {
  return el.attribs[name] !== undefined;
}

/**
 * Whether an attribute's space-separated tokens include `token` (lower-case), as
 * `tokens(el, name).includes(token)` says, without building the token array for the many elements
 * that do not carry the attribute.
 */
export function hasToken(el: Element, name: string, token: string): boolean {
  return !!el.attribs[name] && tokens(el, name).includes(token);
}

/** Space-separated tokens of an attribute, lower-cased (rel, role, autocomplete …). */
export function tokens(el: Element, name: string): string[] {
  const v = el.attribs[name];
  if (!v) return [];
  // Most values are one token; splitting them would allocate a regex result and a filtered copy.
  if (!HTML_SPACE.test(v)) return [v.toLowerCase()];
  return v.toLowerCase().split(HTML_SPACES).filter(Boolean);
}

const HTML_SPACE = /[\t\n\f\r ]/;
const HTML_SPACES = /[\t\n\f\r ]+/;

export function childElements(node: ParentNode): Element[] {
  const out: Element[] = [];
  for (const c of node.children) if (isElement(c)) out.push(c);
  return out;
}

/**
 * Concatenated text of a subtree, without script, style and (inert) template contents; a shadow
 * root's text is in, before its host's light children. Iterative: deep trees are fine.
 */
export function textContent(node: AnyNode): string {
  if (isText(node)) return node.data;
  const parts: string[] = [];
  const stack: AnyNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (isText(n)) parts.push(n.data);
    else if (isElement(n)) {
      if (n.name === 'script' || n.name === 'style' || (n.name === 'template' && !isShadowRoot(n))) continue;
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    } else if ('children' in n && Array.isArray((n as ParentNode).children)) {
      const kids = (n as ParentNode).children;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
  }
  return parts.join('');
}

/** What `boundedText` reads besides text nodes. */
export interface BoundedTextOptions {
  /**
   * An image's alt text, between spaces: `'always'` (the spaces even without alt, a word break as
   * crawlers read it), `'given'` (only a non-empty alt), `'none'` (default).
   */
  alt?: 'always' | 'given' | 'none';
  /** Read inert `<template>` content too (left out by default; a shadow root's is always read). */
  template?: boolean;
  /** Collects the lower-cased href (500 characters at most) of each `<a href>` inside. */
  hrefs?: string[];
}

/**
 * The start of a subtree's text, script and style left out: stops once `maxChars` characters are
 * collected or `maxNodes` nodes visited, so asking it of many nested elements stays linear. The
 * last text node is taken whole: slice the result where the bound must be exact.
 */
export function boundedText(el: Element, maxChars: number, maxNodes: number, options: BoundedTextOptions = {}): string {
  if (maxChars <= 0 || maxNodes <= 0) return '';
  const kids = el.children;
  // Most links and labels hold a single text node: no stack, no concatenation.
  if (kids.length === 1 && kids[0]!.type === 'text') return (kids[0] as Text).data;
  const { alt = 'none', template = false, hrefs } = options;
  let text = '';
  // No more than maxNodes nodes are visited: a longer list of children is cut there.
  const stack = kids.length > maxNodes ? kids.slice(0, maxNodes).reverse() : [...kids].reverse();
  let steps = 0;
  while (stack.length && text.length < maxChars && steps++ < maxNodes) {
    const n = stack.pop()!;
    if (n.type === 'text') text += (n as Text).data;
    else if (isElement(n)) {
      if (n.name === 'script' || n.name === 'style' || (n.name === 'template' && !template && !isShadowRoot(n))) continue;
      if (n.name === 'img' && alt !== 'none') {
        const value = n.attribs['alt'];
        if (alt === 'always' || value) text += ` ${value ?? ''} `;
      }
      if (hrefs && n.name === 'a' && n.attribs['href']) hrefs.push(n.attribs['href'].slice(0, 500).toLowerCase());
      const sub = n.children;
      for (let i = Math.min(sub.length, maxNodes) - 1; i >= 0; i--) stack.push(sub[i]!);
    }
  }
  return text;
}

/** Collapses white space the way rendered text does. */
export function normalizeSpace(s: string): string {
  if (isNormalized(s)) return s;
  // Trimming first gives the same result (trim removes every HTML space at the ends, and more):
  // when only the ends had white space, as in most labels and texts, no second copy is made.
  const trimmed = s.trim();
  return COLLAPSIBLE.test(trimmed) ? trimmed.replace(HTML_SPACE_RUNS, ' ') : trimmed;
}

const HTML_SPACE_RUNS = /[\t\n\f\r ]+/g;
/** White space normalizeSpace would collapse inside a trimmed string. */
const COLLAPSIBLE = /[\t\n\f\r]| {2}/;

/** ASCII white space as HTML defines it: space, tab, line feed, form feed, carriage return. */
export function isHtmlSpaceCode(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
}

/** The characters String.prototype.trim removes and RegExp `\s` matches: ECMAScript WhiteSpace and LineTerminator. */
export function isJsSpaceCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Any character `trim()` keeps: `\s` is exactly the white space it removes. */
const NOT_BLANK = /\S/;

/**
 * Whether `s.trim()` would be empty, without making the trimmed copy. A regex rather than a loop
 * over the characters: over the benchmark corpus's 295,000 text nodes (three in four of them the
 * white space between tags) it takes 0.4 of the loop's time.
 */
export function isBlank(s: string): boolean {
  return !NOT_BLANK.test(s);
}

/**
 * True when normalizeSpace would return the string unchanged: printable ASCII at both ends (so
 * trim has nothing to remove) and no white space but single spaces inside. Most attribute values
 * and short texts pass, and the check costs less than the replace and trim copies it saves.
 */
function isNormalized(s: string): boolean {
  const n = s.length;
  if (n === 0) return true;
  const first = s.charCodeAt(0);
  const last = s.charCodeAt(n - 1);
  if (first <= 32 || first >= 127 || last <= 32 || last >= 127) return false;
  let prevSpace = false;
  for (let i = 1; i < n - 1; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (prevSpace) return false;
      prevSpace = true;
    } else if (c === 9 || c === 10 || c === 12 || c === 13) {
      return false;
    } else {
      prevSpace = false;
    }
  }
  return true;
}

export function closest(el: Element, predicate: (e: Element) => boolean): Element | null {
  let cur: ParentNode | null = el.parent;
  while (cur && isElement(cur as AnyNode)) {
    if (predicate(cur as Element)) return cur as Element;
    cur = (cur as Element).parent;
  }
  return null;
}

export function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  let cur = el.parent;
  while (cur && isElement(cur as AnyNode)) {
    out.push(cur as Element);
    cur = (cur as Element).parent;
  }
  return out;
}

/** Every element under a node, in document order. */
export function descendants(node: ParentNode, predicate?: (e: Element) => boolean): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [...node.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n)) continue;
    if (!predicate || predicate(n)) out.push(n);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return out;
}

/**
 * Whether a text node of a parsed page holds exactly the page source from its start to its end
 * offset, so that a character scan can read `page.html` there instead of the node's string (a
 * sliced string, read about half as fast character by character). The parser makes a node's text
 * differ from its source only by decoding character references or leaving markup out, and both
 * shorten it: equal lengths mean equal text.
 */
export function isSourceText(node: Text): boolean {
  const start = node.startIndex;
  const end = node.endIndex;
  return start !== null && end !== null && end - start + 1 === node.data.length;
}

/** A CSS selector that finds this element again: ids where present, else :nth-of-type steps. */
export function selectorOf(el: Element): string {
  return new SelectorMemo().of(el);
}

/** Ids that are CSS identifiers as they are; others would need escaping and are not used. */
const SIMPLE_ID = /^[A-Za-z_][\w-]*$/;

/** Whether the element has an id a selector can start from. */
function hasSimpleId(el: Element): boolean {
  const id = el.attribs['id'];
  return id !== undefined && id !== '' && SIMPLE_ID.test(id);
}

/** The tag name, with `:nth-of-type(n)` when siblings share it (not for html, head and body). */
function typePart(el: Element): string {
  const parent = el.parent;
  if (!parent || el.name === 'html' || el.name === 'body' || el.name === 'head') return el.name;
  let index = 0;
  let count = 0;
  for (const sib of parent.children) {
    if (isElement(sib) && sib.name === el.name) {
      count++;
      if (sib === el) index = count;
    }
  }
  return count > 1 ? `${el.name}:nth-of-type(${index})` : el.name;
}

function parentElement(el: Element): Element | null {
  const parent = el.parent;
  return parent && isElement(parent as AnyNode) ? (parent as Element) : null;
}

/**
 * `selectorOf` for many elements of one page: each element's selector is its parent's plus one
 * step, so elements reported together (the links of one menu, the images of one gallery) share
 * the walk up the tree and the sibling counts on the way.
 */
export class SelectorMemo {
  private readonly known = new Map<Element, string>();

  of(el: Element): string {
    const hit = this.known.get(el);
    if (hit !== undefined) return hit;
    // Up to the element that starts the selector (one with an id, or the root) or one already
    // known (only the last element of the path can have an id), then down again, each step's
    // selector its parent's plus one part.
    const path: Element[] = [];
    let prefix = '';
    let fromId = false;
    let cur: Element | null = el;
    while (cur) {
      const known = this.known.get(cur);
      if (known !== undefined) {
        prefix = known;
        break;
      }
      path.push(cur);
      if (hasSimpleId(cur)) {
        fromId = true;
        break;
      }
      cur = parentElement(cur);
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const step = path[i]!;
      if (fromId && i === path.length - 1) prefix = `${step.name}#${step.attribs['id']}`;
      else prefix = prefix === '' ? typePart(step) : `${prefix} > ${typePart(step)}`;
      this.known.set(step, prefix);
    }
    return prefix;
  }
}

/** A short opening-tag snippet for messages, e.g. `<img src="a.png">`. */
export function snippet(el: Element, max = 80): string {
  let s = `<${el.name}`;
  const attribs = el.attribs;
  for (const k in attribs) {
    const v = attribs[k];
    s += v === '' ? ` ${k}` : ` ${k}="${v}"`;
  }
  s += '>';
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

export { scanWords, wordCount, wordCountCjk } from './words.ts';
