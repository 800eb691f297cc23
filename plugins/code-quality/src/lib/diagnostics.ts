import type { Element } from 'domhandler';
import type { Page } from '@pagegrade/core';
import { dom, perPage } from '@pagegrade/core';

/**
 * A nesting the parser refused: a start tag closed an open element early (`<p>` by `<div>`,
 * `<a>` by `<a>`, `<button>` by `<input>`, `<h1>` by `<h2>`), and the author's end tag for the
 * outer element was then left stray. The author meant `inner` to be inside `outer`.
 */
export interface ParserSplit {
  outer: Element;
  /** The element whose start tag closed `outer`. */
  inner: Element;
  /** Offset of the stray end tag of `outer`. */
  strayOffset: number;
}

function nextElement(el: Element): Element | null {
  let n = el.next;
  while (n) {
    if (dom.isElement(n)) return n;
    n = n.next;
  }
  return null;
}

export const parserSplits = perPage((page: Page): ParserSplit[] => {
  const out: ParserSplit[] = [];
  const pending = new Map<string, { outer: Element; inner: Element }>();
  for (const d of page.htmlDiagnostics) {
    if (d.kind === 'implied-end-tag' && d.element) {
      const next = nextElement(d.element);
      if (next && next.startIndex != null && d.element.endIndex != null && next.startIndex <= d.element.endIndex + 1) pending.set(d.name, { outer: d.element, inner: next });
      else pending.delete(d.name);
    } else if (d.kind === 'stray-end-tag') {
      const p = pending.get(d.name);
      if (p) {
        out.push({ ...p, strayOffset: d.offset });
        pending.delete(d.name);
      }
    }
  }
  return out;
});

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const FORM_CONTROLS = new Set(['input', 'select', 'button', 'textarea', 'datalist', 'output']);
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);

/** Which rule explains a split: block-in-paragraph / heading-in-heading, or interactive-in-interactive. */
export function splitCategory(s: ParserSplit): 'phrasing' | 'interactive' | null {
  if (s.outer.name === 'p' && BLOCKS.has(s.inner.name)) return 'phrasing';
  if (HEADINGS.has(s.outer.name) && HEADINGS.has(s.inner.name)) return 'phrasing';
  if (s.outer.name === 'a' && s.inner.name === 'a') return 'interactive';
  if (s.outer.name === 'button' && FORM_CONTROLS.has(s.inner.name)) return 'interactive';
  return null;
}

/** Splits that code-quality/phrasing-content or code-quality/nested-interactive report. */
export function explainedSplits(page: Page): ParserSplit[] {
  return parserSplits(page).filter((s) => splitCategory(s) !== null);
}
