import { defineRule } from '@pagegrade/core';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS']);

export default defineRule({
  id: 'performance/sync-xhr',
  dimension: 'performance',
  title: 'Scripts make no synchronous requests',
  failureTitle: 'Scripts make synchronous XMLHttpRequests',
  description: 'Finds calls of the form x.open("GET", url, false) in the inline and fetched scripts: a synchronous XMLHttpRequest.',
  why: 'A synchronous request freezes the page, input and rendering included, until the server answers; browsers deprecate it on the main thread for that reason.',
  fix: 'Use fetch() or an asynchronous XMLHttpRequest (third argument true or omitted) and continue in a promise or callback.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: ['open'],
  create(ctx) {
    return {
      js: {
        CallExpression(node, script) {
          const callee = node.callee as Record<string, any>;
          if (callee?.type !== 'MemberExpression' || callee.computed || callee.property?.name !== 'open') return;
          const args = (node.arguments ?? []) as Array<Record<string, any>>;
          if (args.length < 3) return;
          const method = args[0]?.type === 'Literal' && typeof args[0].value === 'string' ? args[0].value.toUpperCase() : null;
          if (!method || !METHODS.has(method)) return;
          if (args[2]?.type !== 'Literal' || args[2].value !== false) return;
          ctx.report({ script, offset: node.start }, `A synchronous ${method} request is opened${script.origin === 'inline' ? ' in an inline script' : ''}.`);
        },
      },
      end() {
        if (ctx.page.scripts.length === 0) return ctx.notApplicable('The page has no scripts the snapshot could read.');
        return undefined;
      },
    };
  },
});
