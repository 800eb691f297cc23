import type { Element } from 'domhandler';
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
