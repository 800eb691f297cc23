import { defineRule, ListenerFlow, LISTENER_JS_NAMES } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';

/** Mutation events, deprecated by DOM Level 3 and removed from Chrome 127 (July 2024). */
const MUTATION_EVENTS = new Set(['DOMSubtreeModified', 'DOMNodeInserted', 'DOMNodeRemoved', 'DOMNodeInsertedIntoDocument', 'DOMNodeRemovedFromDocument', 'DOMAttrModified', 'DOMCharacterDataModified']);

export default defineRule({
  id: 'code-quality/mutation-events',
  dimension: 'codeQuality',
  title: 'No listeners for removed mutation events',
  failureTitle: 'Scripts listen for mutation events that browsers no longer fire',
  description: `Finds listeners for the legacy mutation events (${[...MUTATION_EVENTS].join(', ')}) in inline and fetched scripts: addEventListener(), attachEvent() and jQuery's on(), one(), bind(), live() and delegate(), with the event name given as a string or taken from an array of names.`,
  why: 'Chrome removed mutation events in version 127 (2024) and other engines are following, so code that waits for them silently never runs; where they still fire they slow down every DOM change.',
  fix: 'Use a MutationObserver, which reports the same changes asynchronously and in batches.',
  impact: 'moderate',
  tags: ['lighthouse:deprecations'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...LISTENER_JS_NAMES],
  references: ['https://developer.chrome.com/blog/mutation-events-deprecation'],
  create(ctx) {
    let n = 0;
    const flow = new ListenerFlow();
    return {
      js: {
        VariableDeclarator: (node, script) => flow.declarator(node, script),
        ForOfStatement: (node, script) => flow.forOf(node, script),
        CallExpression(node, script) {
          const call = flow.call(node, script);
          if (!call) return;
          for (const event of call.events) {
            if (!MUTATION_EVENTS.has(event)) continue;
            n++;
            ctx.report({ script, offset: node.start }, `${call.method}("${event}") in ${scriptLabel(script)}.`);
          }
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no scripts that could be parsed.');
        return n ? undefined : ctx.pass();
      },
    };
  },
});
