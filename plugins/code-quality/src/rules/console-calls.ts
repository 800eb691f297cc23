import { defineRule, jsObjectName, jsPropertyName } from '@pagegrade/core';
import { firstPartyScripts, NO_FIRST_PARTY_SCRIPTS, scriptLabel } from '../lib/js.ts';

/** Debug output; console.error and console.warn are legitimate production diagnostics and not counted. */
const DEBUG_METHODS = new Set(['log', 'debug', 'info', 'trace', 'dir', 'dirxml', 'table', 'count', 'time', 'timeEnd', 'timeLog', 'group', 'groupCollapsed', 'profile']);

export default defineRule({
  id: 'code-quality/console-calls',
  dimension: 'codeQuality',
  title: 'No leftover console debugging in first-party scripts',
  failureTitle: 'First-party scripts contain console.log and other debugging calls',
  description: `Finds console.${[...DEBUG_METHODS].join('/')} calls in inline scripts and scripts served from the page's own site. console.error and console.warn are accepted as intentional diagnostics, and third-party scripts are not judged because the site cannot change them.`,
  why: 'Debugging output left in production clutters the console, can leak internal data (tokens, user records, API responses) to anyone who opens developer tools, and keeps references to logged objects alive.',
  fix: 'Remove the calls, or strip them in the production build (for example Terser\'s drop_console or a logger that is silenced in production).',
  impact: 'minor',
  tags: ['best-practice'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...DEBUG_METHODS],
  create(ctx) {
    const firstParty = firstPartyScripts(ctx.page);
    return {
      js: {
        CallExpression(node, script) {
          const property = jsPropertyName(node.callee);
          if (!property || !DEBUG_METHODS.has(property) || jsObjectName(node.callee) !== 'console') return;
          if (!firstParty.has(script)) return;
          ctx.warn({ script, offset: node.start }, `console.${property}() in ${scriptLabel(script)}.`);
        },
      },
      end: () => (firstParty.size === 0 ? ctx.notApplicable(NO_FIRST_PARTY_SCRIPTS) : undefined),
    };
  },
});
