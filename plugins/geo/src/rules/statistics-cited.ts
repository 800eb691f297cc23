import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
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
  create(ctx) {
    const stack: Block[] = [];
    const blocks: Block[] = [];
    const enter = (el: Element) => {
      const b = { el, text: '', cited: false };
      stack.push(b);
      blocks.push(b);
    };
    const exit = () => {
      stack.pop();
    };
    const mark = (el: Element) => {
      const top = stack[stack.length - 1];
      if (top && (el.name !== 'a' || dom.attr(el, 'href'))) top.cited = true;
    };
    return {
      element: { p: enter, li: enter, a: mark, cite: mark, sup: mark },
      elementExit: { p: exit, li: exit },
      text(node) {
        const top = stack[stack.length - 1];
        if (top && top.text.length < MAX_TEXT) top.text += node.data.slice(0, MAX_TEXT - top.text.length);
      },
      end() {
        const stats = blocks.filter((b) => STAT.test(b.text));
        if (stats.length === 0) return ctx.notApplicable('The page states no statistics.');
        const byEl = new Map(blocks.map((b) => [b.el, b]));
        const uncited: Block[] = [];
        for (const b of stats) {
          if (b.cited) continue;
          let next = b.el.next;
          while (next && !isEl(next)) next = next.next;
          const nb = next && isEl(next) ? byEl.get(next) : undefined;
          const nextText = nb ? nb.text : next && isEl(next) ? boundedText(next, 100) : '';
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
    };
  },
});
