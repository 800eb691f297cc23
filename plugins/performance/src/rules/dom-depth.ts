import type { AnyNode, Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';

/**
 * pagegrade's limits: a depth of 32, the figure the documentation of Lighthouse 12's dom-size audit
 * (retired in 13) recommended, and twice that for a failure. Lighthouse 13 reports the depth without a limit.
 */
const WARN = 32;
const FAIL = 64;

export default defineRule({
  id: 'performance/dom-depth',
  dimension: 'performance',
  title: 'The DOM is not nested too deeply',
  failureTitle: 'The DOM is nested too deeply',
  description: `Measures the deepest element nesting (html = 1): more than ${WARN} levels is a warning, more than ${FAIL} a failure.`,
  why: 'Deep trees make style matching, inheritance and layout more expensive, and every change near the root has to be propagated through all the levels below it.',
  fix: 'Flatten wrapper elements that only exist for styling (use grid or flex on one container) and avoid recursively nested components.',
  impact: 'minor',
  measures: 'count',
  tags: ['lighthouse:dom-size-insight'],
  check(ctx) {
    const { page } = ctx;
    const d = page.index.maxDepth;
    ctx.measure(d, 'count');
    if (d <= WARN) return ctx.pass(`Maximum depth ${d}.`);
    // Only when over the threshold: one iterative walk to name the deepest element.
    let deepest: Element | null = null;
    // Node and depth on parallel stacks: no object per node.
    const stack: AnyNode[] = [];
    const depths: number[] = [];
    for (const c of page.document.children) {
      stack.push(c);
      depths.push(1);
    }
    while (stack.length && !deepest) {
      const node = stack.pop()!;
      const depth = depths.pop()!;
      if (!dom.isElement(node)) continue;
      if (depth === d) deepest = node;
      for (const c of node.children) {
        stack.push(c);
        depths.push(depth + 1);
      }
    }
    const where = deepest ? ` The deepest element is ${dom.snippet(deepest, 60)}.` : '';
    const detail = `Elements are nested ${d} levels deep (more than ${d > FAIL ? FAIL : WARN}).${where}`;
    if (d > FAIL) ctx.report(deepest, detail);
    else ctx.warn(deepest, detail);
    return undefined;
  },
});
