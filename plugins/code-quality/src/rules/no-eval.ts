import { defineRule, jsCalleeName, jsGlobalCallee, type RuleContext } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';

type Node = Record<string, any>;

/** `Function("return this")()` only reads the global object; bundlers emit it everywhere. */
function isGlobalThisIdiom(node: Node): boolean {
  const a = node.arguments;
  return a?.length === 1 && a[0].type === 'Literal' && typeof a[0].value === 'string' && a[0].value.replace(/\s+/g, ' ').trim() === 'return this';
}

/** Reports an eval() or Function() call, both of which run a string as code; whether it did. */
function reportEval(ctx: RuleContext, node: Node, script: Parameters<typeof scriptLabel>[0], isNew: boolean): boolean {
  const called = jsCalleeName(node);
  if (called !== 'eval' && called !== 'Function') return false;
  const name = jsGlobalCallee(node);
  if (name === 'eval' && !isNew) {
    ctx.report({ script, offset: node.start }, `eval() in ${scriptLabel(script)}.`);
    return true;
  }
  if (name === 'Function' && !isGlobalThisIdiom(node)) {
    ctx.report({ script, offset: node.start }, `${isNew ? 'new ' : ''}Function() constructor in ${scriptLabel(script)}.`);
    return true;
  }
  return false;
}

export default defineRule({
  id: 'code-quality/no-eval',
  dimension: 'codeQuality',
  title: 'Scripts do not evaluate strings as code',
  failureTitle: 'Scripts use eval() or the Function constructor',
  description: 'Finds calls to eval() and uses of the Function constructor (`new Function(…)`, `Function(…)`) in inline and fetched scripts, ignoring the bundler idiom `Function("return this")` that only reads the global object.',
  why: 'Evaluating strings as code opens a path for script injection when any part of the string can be influenced, forces a Content Security Policy to allow \'unsafe-eval\', and defeats engine optimisations.',
  fix: 'Replace eval with JSON.parse, property lookups (obj[name]) or real functions; if a library needs eval, upgrade it or pick one that does not.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: ['eval', 'Function'],
  create(ctx) {
    let n = 0;
    return {
      js: {
        CallExpression(node, script) {
          if (reportEval(ctx, node, script, false)) n++;
        },
        NewExpression(node, script) {
          if (reportEval(ctx, node, script, true)) n++;
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no scripts that could be parsed.');
        return n ? undefined : ctx.pass();
      },
    };
  },
});
