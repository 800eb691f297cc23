/**
 * The W3C ACT "label in name" algorithm (rule 2ee8b8): the visible inner text of a control,
 * tokenised, must be a contiguous run of the tokens of its accessible name. Read from the static
 * cascade; where a style that decides what is seen cannot be known, the answer is null (unknown).
 */
import type { AnyNode, Element } from 'domhandler';
import { dom, styleOf, type ComputedStyle, type Page } from '@pagegrade/core';
import { offScreenBox } from './render.ts';

/** Elements whose visible inner text is only so far away from being read: bounded per control. */
const MAX_NODES = 500;
/** Display values with an outer display type of block, or a table caption: their text starts and ends a line. */
const BLOCK = new Set(['block', 'list-item', 'flex', 'grid', 'table', 'flow-root', 'table-caption']);
const CELL = new Set(['table-cell', 'table-row']);
const ENDS_ON_PX = /^\s*(?:0(?:\.0+)?(?:px)?|1(?:\.0+)?px)\s*$/i;

/**
 * Whether an element's style may hide its text from sight in a way the static cascade cannot settle:
 * clipped, transparent, shrunk to nothing, indented or moved off the page.
 */
function mayBeUnseen(s: ComputedStyle): boolean {
  if (s.opacity === null || s.opacity === 0) return true;
  if (s.fontSize === null || s.fontSize < 1) return true;
  if (s.clip !== 'auto' || s.clipPath !== 'none') return true;
  if (s.textIndent === null || s.textIndent <= -999) return true;
  if (offScreenBox(s)) return true;
  if (s.color === null || s.color === 'transparent') return true;
  const tiny = (v: string | null) => v === null || ENDS_ON_PX.test(v);
  return (tiny(s.width) || tiny(s.height)) && s.overflowX !== 'visible';
}

/**
 * The visible inner text of an element (ACT's definition): text of rendered, visible text nodes,
 * with a line break around block boxes and a space around table cells and rows; null when a style
 * that decides it cannot be resolved, or when something may hide text from sight.
 */
export function visibleInnerText(page: Page, root: Element): string | null {
  let budget = MAX_NODES;
  const walk = (node: AnyNode): string | null => {
    if (--budget < 0) return null;
    if (dom.isText(node)) {
      const parent = node.parent;
      if (!dom.isElement(parent)) return '';
      const vis = styleOf(page, parent).visibility;
      if (vis === null) return null;
      const text = node.data.replace(/[\t\n\f\r \u00a0\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g, ' ');
      return vis === 'visible' ? text : dom.isBlank(text) ? ' ' : '';
    }
    if (!dom.isElement(node)) return '';
    const el = node;
    if (el.name === 'script' || el.name === 'style' || el.name === 'template' || el.name === 'noscript') return '';
    const s = styleOf(page, el);
    if (s.display === null || s.visibility === null) return null;
    if (s.display === 'none' || s.contentVisibility === 'hidden') return '';
    if (mayBeUnseen(s)) return null;
    if (el.name === 'br') return '\n';
    // Images and embedded content are not text: an image of text is outside the algorithm.
    if (el.name === 'img' || el.name === 'svg' || el.name === 'canvas' || el.name === 'video' || el.name === 'iframe' || el.name === 'object' || el.name === 'input' || el.name === 'select' || el.name === 'textarea') return '';
    let inner = '';
    for (const child of el.children) {
      const t = walk(child);
      if (t === null) return null;
      inner += t;
    }
    if (BLOCK.has(s.display)) return `\n${inner}\n`;
    if (CELL.has(s.display)) return ` ${inner} `;
    return inner;
  };
  for (const a of dom.ancestors(root)) if (mayBeUnseen(styleOf(page, a))) return null;
  return walk(root);
}

/**
 * The algorithm's tokens: text in round brackets removed, case folded (lower case, ß as ss), compatibility-decomposed,
 * every character that is neither a letter nor a digit made a space, split on white space.
 */
export function labelTokens(text: string): string[] {
  let t = text;
  for (let i = 0; i < 10 && /\([^()]*\)/.test(t); i++) t = t.replace(/\([^()]*\)/g, ' ');
  t = t.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, ' ');
  return t.split(' ').filter((w) => w.length > 0);
}

/** Whether `label` is a contiguous run of `name` (an empty label is one of any name). */
export function containedIn(label: readonly string[], name: readonly string[]): boolean {
  if (label.length === 0) return true;
  outer: for (let i = 0; i + label.length <= name.length; i++) {
    for (let j = 0; j < label.length; j++) if (name[i + j] !== label[j]) continue outer;
    return true;
  }
  return false;
}
