import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { bytes, KiB } from '../lib/common.ts';

/** pagegrade's thresholds for script text inside the HTML (not cacheable across pages). */
const WARN = 50 * KiB;
const FAIL = 200 * KiB;

const isTemplate = (e: Element) => e.name === 'template';

function rawText(el: Element): string {
  // A script's text is almost always one text node: use it as it is, without a copy.
  const only = el.children.length === 1 ? el.children[0]! : null;
  if (only && dom.isText(only)) return only.data;
  let s = '';
  for (const c of el.children) if (dom.isText(c)) s += c.data;
  return s;
}

export default defineRule({
  id: 'performance/inline-script-size',
  dimension: 'performance',
  title: 'Inline scripts are small',
  failureTitle: 'The HTML carries a lot of inline script',
  description: `Adds up the bytes of every <script> without src in the HTML, including JSON data blocks such as hydration state (JSON-LD excluded): over ${bytes(WARN)} is a warning, over ${bytes(FAIL)} a failure.`,
  why: 'Inline script is downloaded again with every page view because it cannot be cached separately, it delays the HTML that follows it, and executable inline code runs on the main thread before the page becomes responsive.',
  fix: 'Move reusable code into external, cacheable files loaded with defer; trim serialized state to what the first render needs and fetch the rest later.',
  impact: 'moderate',
  tags: ['best-practice'],
  create(ctx) {
    // A script inside a <template> is inert and not counted; without templates, none is.
    const templates = ctx.page.index.byTag.has('template');
    let total = 0;
    let count = 0;
    let largest: { el: Element; size: number } | null = null;
    return {
      element: {
        script(el) {
          if (dom.attr(el, 'src') !== null) return;
          if ((dom.attr(el, 'type') ?? '').trim().toLowerCase() === 'application/ld+json') return;
          if (templates && dom.closest(el, isTemplate)) return;
          const size = Buffer.byteLength(rawText(el));
          if (size === 0) return;
          count++;
          total += size;
          if (!largest || size > largest.size) largest = { el, size };
        },
      },
      end() {
        if (count === 0 || !largest) return ctx.notApplicable('The page has no inline scripts.');
        const big: { el: Element; size: number } = largest;
        const id = dom.attr(big.el, 'id');
        const type = dom.attr(big.el, 'type');
        const name = `${id ? `#${id}` : ''}${type ? ` (type ${type})` : ''}`;
        const detail = `${count} inline script${count === 1 ? '' : 's'} total ${bytes(total)}; the largest${name ? ` ${name}` : ''} is ${bytes(big.size)}.`;
        // At the largest script: the first one to move out.
        if (total > FAIL) ctx.report(big.el, detail);
        else if (total > WARN) ctx.warn(big.el, detail);
        else return ctx.pass(detail);
        return undefined;
      },
    };
  },
});
