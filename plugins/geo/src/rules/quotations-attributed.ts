import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { boundedText, isEl, counting } from '../lib/page.ts';

function nextElement(el: Element): Element | null {
  let n = el.next;
  while (n && !isEl(n)) n = n.next;
  return n && isEl(n) ? n : null;
}

export default defineRule({
  id: 'geo/quotations-attributed',
  dimension: 'geo',
  title: 'Block quotations say who or what they quote',
  failureTitle: 'Some block quotations are not attributed',
  description:
    'For each <blockquote>: checks for an attribution — a `cite` URL, a <cite>, <footer> or link inside it, a <figcaption> of its <figure>, or a following <cite> / <figcaption> / paragraph starting with a dash. Warns per unattributed quotation. Not applicable without block quotations.',
  why: 'Answer engines reuse quotations with their speaker; an unattributed quote cannot be credited, and may be misread as the page\'s own claim.',
  fix: 'Add `cite="https://source"` and a visible attribution, e.g. `<figure><blockquote>…</blockquote><figcaption>— Ann Carver, <cite>Oak Care</cite></figcaption></figure>`.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/grouping-content.html#the-blockquote-element'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const quotes = page.index.byTag.get('blockquote') ?? [];
    if (quotes.length === 0) return ctx.notApplicable('The page has no <blockquote>.');
    // Blockquotes that contain a <cite>, <footer> or link: mark upwards from each of those,
    // stopping at an ancestor already marked (its own ancestors were marked then), so the
    // whole pass stays linear however deeply quotes nest.
    const attributed = new Set<Element>();
    const marked = new Set<Element>();
    for (const tag of ['cite', 'footer', 'a']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        if (tag === 'a' && !dom.attr(el, 'href')) continue;
        for (let cur = el.parent; cur && isEl(cur as Element); cur = (cur as Element).parent) {
          const e = cur as Element;
          if (marked.has(e)) break;
          marked.add(e);
          if (e.name === 'blockquote') attributed.add(e);
        }
      }
    }
    const quoteSet = new Set(quotes);
    let unattributed = 0;
    for (const q of quotes) {
      if (q.parent && quoteSet.has(q.parent as Element)) continue;
      if (dom.attr(q, 'cite')?.trim()) continue;
      if (attributed.has(q)) continue;
      const parent = q.parent && isEl(q.parent as Element) ? (q.parent as Element) : null;
      if (parent?.name === 'figure' && dom.childElements(parent).some((c) => c.name === 'figcaption')) continue;
      const next = nextElement(q);
      if (next && (next.name === 'cite' || next.name === 'figcaption' || /^\s*[—–-]/.test(boundedText(next, 10)))) continue;
      // Text only for the findings that are kept: nested quotes would make this quadratic.
      const quote = ++unattributed <= 20 ? ` "${dom.normalizeSpace(boundedText(q, 200)).slice(0, 60)}"` : '';
      found.warn(q, `Quotation${quote} has no attribution.`);
    }
    return found.count ? undefined : ctx.pass(`${quotes.length} quotation(s), all attributed.`);
  },
});
