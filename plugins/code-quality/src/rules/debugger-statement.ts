import { defineRule } from '@pagegrade/core';
import { isFirstParty, scriptLabel } from '../lib/js.ts';

export default defineRule({
  id: 'code-quality/debugger-statement',
  dimension: 'codeQuality',
  title: 'No debugger statements in first-party scripts',
  failureTitle: 'First-party scripts contain debugger statements',
  description: 'Finds `debugger;` statements in inline scripts and scripts served from the page\'s own site (third-party scripts are not judged).',
  why: 'A debugger statement freezes the page at that line for anyone who has developer tools open — including the site\'s own support staff and testers — and is a sure sign of unreviewed debugging code in production.',
  fix: 'Remove the statements, and enable a lint rule (ESLint no-debugger) or the minifier option that drops them (Terser drop_debugger).',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    let n = 0;
    let scanned = 0;
    const firstParty = new Map<object, boolean>();
    return {
      js: {
        Program(_node, script) {
          const fp = isFirstParty(ctx.page, script);
          firstParty.set(script, fp);
          if (fp) scanned++;
        },
        DebuggerStatement(node, script) {
          if (!firstParty.get(script)) return;
          n++;
          ctx.report({ script, offset: node.start }, `debugger statement in ${scriptLabel(script)}.`);
        },
      },
      end() {
        if (!scanned) return ctx.notApplicable('The page has no first-party scripts that could be parsed.');
        return n ? undefined : ctx.pass();
      },
    };
  },
});
