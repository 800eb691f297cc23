import { defineRule, dom, elementsInOrder } from '@pagegrade/core';
import type { AnyNode, Element, Text } from 'domhandler';
import { boundedText, isEl } from '../lib/page.ts';

/** Percentages and large counts: the statistics answer engines quote. Input is bounded per block. */
const STAT = /\d(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)|\b\d+(?:[.,]\d+)?\s?(?:million|billion|trillion)\b/i;
const SOURCE = /^\s*(?:sources?|via|data|according to)\b/i;
const MAX_TEXT = 3000;
/** Share of statistic-bearing blocks that should carry a source. */
const MIN_SHARE = 0.5;

interface Block {
  el: Element;
  text: string;
  cited: boolean;
}

export default defineRule({
  id: 'geo/statistics-cited',
  dimension: 'geo',
  title: 'Statistics on the page come with their source',
  failureTitle: 'Statistics on the page have no source nearby',
  description: `Finds paragraphs and list items that state statistics (percentages, "million", "billion") and checks that at least ${MIN_SHARE * 100}% of them cite a source: a link, <cite> or footnote <sup> in the same block, or a following block that starts with "Source"/"According to". Warns otherwise. Not applicable when the page states no statistics.`,
  why: 'Answer engines prefer to quote figures they can attribute, and studies of generative search found that pages citing sources for their statistics are cited more often; an unsourced number is a claim they may skip.',
  fix: 'Link each figure to where it comes from (`… 38% of buyers (<a href="…">Source, 2025</a>)`) or add a footnote reference to a source list.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    // The paragraphs and list items from the index (no handler on every text node of the
    // page): text outside them is never looked at. Only the few blocks that state a figure
    // are kept, and only they are searched for a citation.
    const stats: Block[] = [];
    for (const el of elementsInOrder(ctx.page, BLOCK_TAGS)) {
      const text = blockText(el);
      if (STAT.test(text)) stats.push({ el, text, cited: cites(el) });
    }
    if (stats.length === 0) return ctx.notApplicable('The page states no statistics.');
    const uncited: Block[] = [];
    for (const b of stats) {
      if (b.cited) continue;
      let next = b.el.next;
      while (next && !isEl(next)) next = next.next;
      // Every <p> and <li> of the page is a block (the index lists all elements).
      const nextText = next && isEl(next) ? (isBlock(next) ? blockText(next) : boundedText(next, 100)) : '';
      if (SOURCE.test(nextText)) continue;
      uncited.push(b);
    }
    const share = 1 - uncited.length / stats.length;
    if (share >= MIN_SHARE) return ctx.pass(`${stats.length - uncited.length} of ${stats.length} blocks with statistics cite a source.`);
    for (const b of uncited.slice(0, 5)) {
      const m = STAT.exec(b.text);
      const at = m ? Math.max(0, m.index - 30) : 0;
      ctx.warn(b.el, `"…${dom.normalizeSpace(b.text.slice(at, at + 80))}…" states a figure without a source.`);
    }
    return undefined;
  },
});

const BLOCK_TAGS = ['p', 'li'];

function isBlock(el: Element): boolean {
  return el.name === 'p' || el.name === 'li';
}

/**
 * A paragraph's or list item's own text: the first MAX_TEXT characters, without that of the
 * paragraphs and list items nested in it, which are blocks of their own.
 */
function blockText(el: Element): string {
  let text = '';
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  while (stack.length && text.length < MAX_TEXT) {
    const n = stack.pop()!;
    if (n.type === 'text') {
      text += (n as Text).data.slice(0, MAX_TEXT - text.length);
      continue;
    }
    if (isEl(n) && skipped(n.name)) continue;
    const kids = (n as { children?: AnyNode[] }).children;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return text;
}

/** Whether the block holds a link with an href, a <cite> or a <sup> outside its nested blocks. */
function cites(el: Element): boolean {
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  while (stack.length) {
    const n = stack.pop()!;
    if (isEl(n)) {
      const name = n.name;
      if (skipped(name)) continue;
      if (name === 'cite' || name === 'sup' || (name === 'a' && n.attribs['href'])) return true;
    }
    const kids = (n as { children?: AnyNode[] }).children;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return false;
}

/** Script and style hold only code; nested blocks are read on their own. */
function skipped(name: string): boolean {
  return name === 'p' || name === 'li' || name === 'script' || name === 'style';
}
