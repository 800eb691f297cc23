import { defineRule, dom } from '@pagegrade/core';
import { cacheControl } from '../lib/http.ts';

function isUnloadTarget(node: Record<string, any> | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Identifier') return node.name === 'window' || node.name === 'self';
  if (node.type === 'ThisExpression') return true;
  return false;
}

export default defineRule({
  id: 'performance/bfcache-blockers',
  dimension: 'performance',
  title: 'Nothing obvious prevents the back/forward cache',
  failureTitle: 'The page prevents instant back/forward navigation',
  description: 'Looks for what statically keeps a page out of the browser\'s back/forward cache: unload event handlers (addEventListener("unload"), onunload = …, <body onunload>) fail; Cache-Control: no-store on the document is a warning (Chrome excludes such pages, other browsers may not). Runtime blockers need a browser and are not judged.',
  why: 'With the back/forward cache, going back or forward restores the page instantly from memory; without it the whole page is loaded and rendered again.',
  fix: 'Replace unload handlers with pagehide (or visibilitychange), and send no-store only for pages with sensitive data.',
  impact: 'moderate',
  tags: ['lighthouse:bf-cache'],
  // The call handler only cares about this name (the assignment handler sees every assignment).
  jsNames: ['addEventListener'],
  create(ctx) {
    return {
      element: {
        body(el) {
          if (dom.hasAttr(el, 'onunload')) ctx.report(el, '<body> has an onunload handler.');
        },
        frameset(el) {
          if (dom.hasAttr(el, 'onunload')) ctx.report(el, '<frameset> has an onunload handler.');
        },
      },
      js: {
        CallExpression(node, script) {
          const callee = node.callee as Record<string, any>;
          const name = callee?.type === 'MemberExpression' && !callee.computed ? callee.property?.name : callee?.type === 'Identifier' ? callee.name : null;
          if (name !== 'addEventListener') return;
          const first = node.arguments?.[0] as Record<string, any> | undefined;
          if (first?.type !== 'Literal' || first.value !== 'unload') return;
          if (callee.type === 'MemberExpression' && !isUnloadTarget(callee.object)) return;
          ctx.report({ script, offset: node.start }, `An unload event listener is registered${script.origin === 'inline' ? ' in an inline script' : ''}.`);
        },
        AssignmentExpression(node, script) {
          const left = node.left as Record<string, any>;
          if (left?.type !== 'MemberExpression' || left.computed || left.property?.name !== 'onunload' || !isUnloadTarget(left.object)) return;
          ctx.report({ script, offset: node.start }, `window.onunload is assigned${script.origin === 'inline' ? ' in an inline script' : ''}.`);
        },
      },
      end() {
        if (ctx.page.headersKnown) {
          const cc = cacheControl(ctx.page.headers.get('cache-control'));
          if (cc.has('no-store')) ctx.warn(null, 'The document is sent with Cache-Control: no-store.');
        }
        return undefined;
      },
    };
  },
});
