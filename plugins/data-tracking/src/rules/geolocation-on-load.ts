import { defineRule, jsCalleeName, type Script } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';

type Node = Record<string, any>;

const CALLS = new Set(['getCurrentPosition', 'watchPosition']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassDeclaration', 'ClassExpression']);

/**
 * Geolocation calls in code that runs as the script loads: top-level statements and the bodies of
 * immediately invoked functions, not other function bodies (event handlers, callbacks).
 */
function callsAtLoad(ast: Node): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [ast];
  let steps = 0;
  while (stack.length && steps++ < 2_000_000) {
    const node = stack.pop()!;
    if (node.type === 'CallExpression' && CALLS.has(jsCalleeName(node) ?? '')) out.push(node);
    const iife = node.type === 'CallExpression' && (node.callee?.type === 'FunctionExpression' || node.callee?.type === 'ArrowFunctionExpression') ? node.callee : null;
    for (const key in node) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const value = node[key];
      if (!value || typeof value !== 'object') continue;
      const items: Node[] = Array.isArray(value) ? value : [value];
      for (const item of items) {
        if (!item || typeof item.type !== 'string') continue;
        if (FUNCTIONS.has(item.type) && item !== iife) continue;
        stack.push(item.type === 'FunctionExpression' || item.type === 'ArrowFunctionExpression' ? item.body : item);
      }
    }
  }
  return out;
}

export default defineRule({
  id: 'data-tracking/geolocation-on-load',
  dimension: 'dataTracking',
  title: 'The page does not ask for the location on load',
  failureTitle: 'The page requests the visitor\'s location as soon as it loads',
  description: 'Finds navigator.geolocation.getCurrentPosition() and watchPosition() calls in code that runs while scripts load (top-level statements and immediately invoked functions) rather than in event handlers or callbacks. A static approximation of Lighthouse\'s geolocation-on-start audit. Not applicable when no inspected script uses geolocation.',
  why: 'A location prompt without context is usually refused and, when accepted out of habit, hands over precise location data the visitor did not mean to share for this page.',
  fix: 'Ask for the location only when the visitor uses a feature that needs it (e.g. a "Find stores near me" button), and explain why first.',
  impact: 'moderate',
  tags: ['lighthouse:geolocation-on-start'],
  create(ctx) {
    return {
      end() {
        let uses = 0;
        let atLoad = 0;
        for (const script of ctx.page.scripts) {
          if (!script.ast || (!script.text.includes('getCurrentPosition') && !script.text.includes('watchPosition'))) continue;
          uses++;
          const calls = callsAtLoad(script.ast as unknown as Node);
          for (const c of calls.slice(0, 5)) {
            atLoad++;
            ctx.warn({ script: script as Script, offset: c.start as number }, `${scriptLabel(script)} calls ${jsCalleeName(c)}() while the page loads.`);
          }
        }
        if (uses === 0) return ctx.notApplicable('No inspected script uses the Geolocation API.');
        if (atLoad > 0) return undefined;
        return ctx.pass('Geolocation is only requested from functions (event handlers or callbacks).');
      },
    };
  },
});
