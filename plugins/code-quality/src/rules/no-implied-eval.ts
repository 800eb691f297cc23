import { defineRule, jsCalleeName, jsGlobalCallee, jsIsStringy } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';

const TIMERS = new Set(['setTimeout', 'setInterval', 'setImmediate', 'execScript']);

export default defineRule({
  id: 'code-quality/no-implied-eval',
  dimension: 'codeQuality',
  title: 'Timers are given functions, not code strings',
  failureTitle: 'setTimeout / setInterval are called with strings of code',
  description: 'Finds setTimeout(), setInterval(), setImmediate() and execScript() calls whose first argument is a string, template literal or string concatenation instead of a function.',
  why: 'A string passed to a timer is evaluated like eval(): it runs in the global scope, is blocked by a Content Security Policy without \'unsafe-eval\', and invites injection when the string includes data.',
  fix: 'Pass a function: `setTimeout(() => update(id), 500)` instead of `setTimeout("update(" + id + ")", 500)`.',
  impact: 'minor',
  tags: ['best-practice'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...TIMERS],
  create(ctx) {
    let n = 0;
    return {
      js: {
        CallExpression(node, script) {
          const called = jsCalleeName(node);
          if (!called || !TIMERS.has(called)) return;
          const name = jsGlobalCallee(node);
          if (!name || !TIMERS.has(name) || !jsIsStringy(node.arguments?.[0])) return;
          n++;
          ctx.report({ script, offset: node.start }, `${name}() with a code string in ${scriptLabel(script)}.`);
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no scripts that could be parsed.');
        return n ? undefined : ctx.pass();
      },
    };
  },
});
