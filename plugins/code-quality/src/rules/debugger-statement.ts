import { defineRule } from '@pagegrade/core';
import { firstPartyScripts, NO_FIRST_PARTY_SCRIPTS, scriptLabel } from '../lib/js.ts';

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
    const firstParty = firstPartyScripts(ctx.page);
    return {
      js: {
        DebuggerStatement(node, script) {
          if (!firstParty.has(script)) return;
          ctx.report({ script, offset: node.start }, `debugger statement in ${scriptLabel(script)}.`);
        },
      },
      end: () => (firstParty.size === 0 ? ctx.notApplicable(NO_FIRST_PARTY_SCRIPTS) : undefined),
    };
  },
});
