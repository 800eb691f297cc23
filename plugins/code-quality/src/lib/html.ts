import type { Element, ParentNode } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';

/**
 * Elements whose end tag the HTML standard lets authors omit (HTML Living Standard §13.1.2.4
 * "Optional tags"). An implied end tag on these is conforming.
 */
export const OPTIONAL_END_TAG = new Set([
  'html', 'head', 'body', 'p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot',
  'colgroup', 'caption', 'rb', 'rt', 'rp', 'rtc',
]);

/** Flow content that is not phrasing content: never allowed where only phrasing content is. */
export const FLOW_ONLY = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search',
  'section', 'table', 'ul',
]);

/** Elements whose content model is phrasing content only (HTML Living Standard, per element). */
export const PHRASING_ONLY = new Set([
  'p', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'em', 'strong', 'b', 'i', 'u', 's', 'small', 'code', 'abbr', 'cite',
  'q', 'dfn', 'sub', 'sup', 'kbd', 'samp', 'var', 'mark', 'time', 'data', 'bdi', 'bdo', 'pre', 'label', 'button',
  'output', 'meter', 'progress', 'ruby', 'rt', 'rp',
]);

/** Roots of SVG and MathML subtrees (foreign content: their elements are not HTML elements). */
export const FOREIGN_ROOTS = new Set(['svg', 'math']);

/** Answers of inForeignContent so far: element → inside foreign content. */
const foreignAnswers = perPage((): Map<Element, boolean> => new Map());

/**
 * Whether an element is an SVG or MathML root or lies inside one. Answered by walking up to the
 * nearest ancestor already answered, so a page costs at most one visit per element however many
 * are asked about; rules ask only about the few elements that would otherwise be reported.
 */
export function inForeignContent(page: Page, el: Element): boolean {
  const known = foreignAnswers(page);
  const path: Element[] = [];
  let answer = false;
  for (let node: Element | null = el; node; ) {
    const cached = known.get(node);
    if (cached !== undefined) {
      answer = cached;
      break;
    }
    path.push(node);
    if (FOREIGN_ROOTS.has(node.name)) {
      answer = true;
      break;
    }
    const parent: ParentNode | null = node.parent;
    node = parent && dom.isElement(parent) ? parent : null;
  }
  // Everything on the path below a foreign root is inside it; below a cached answer it shares it.
  for (const node of path) known.set(node, answer);
  return answer;
}

export function isCustomElementName(name: string): boolean {
  return name.includes('-') && /^[a-z]/.test(name);
}

/** Elements inside <template> content (inert until cloned). Computed once per page. */
export const templateContent = perPage((page: Page): Set<Element> => {
  const set = new Set<Element>();
  for (const t of page.index.byTag.get('template') ?? []) {
    if (set.has(t)) continue;
    for (const d of dom.descendants(t)) set.add(d);
  }
  return set;
});

/** The source text of an element's start tag (bounded), quotes respected. */
export function startTagText(html: string, el: Element, max = 4000): string {
  const start = el.startIndex ?? 0;
  const limit = Math.min(html.length, start + max);
  let quote = '';
  for (let i = start + 1; i < limit; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      // Quotes only open a value right after "=" (possibly with spaces).
      let j = i - 1;
      while (j > start && (html[j] === ' ' || html[j] === '\t' || html[j] === '\n' || html[j] === '\r')) j--;
      if (html[j] === '=') quote = c;
    } else if (c === '>') {
      return html.slice(start, i + 1);
    }
  }
  return html.slice(start, limit);
}
