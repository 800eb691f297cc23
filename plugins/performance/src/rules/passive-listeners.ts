import { defineRule, ListenerFlow, LISTENER_JS_NAMES } from '@pagegrade/core';

const SCROLL_BLOCKING = new Set(['touchstart', 'touchmove', 'wheel', 'mousewheel']);

/** Targets whose touch and wheel listeners browsers already make passive by default. */
function passiveByDefault(target: Record<string, any> | undefined): boolean {
  if (!target) return true; // a bare addEventListener(...) call targets window
  if (target.type === 'Identifier') return target.name === 'window' || target.name === 'document' || target.name === 'self';
  if (target.type === 'MemberExpression' && !target.computed && target.object?.type === 'Identifier' && target.object.name === 'document') {
    return target.property?.name === 'body' || target.property?.name === 'documentElement';
  }
  return false;
}

export default defineRule({
  id: 'performance/passive-listeners',
  dimension: 'performance',
  title: 'Touch and wheel listeners are passive',
  failureTitle: 'Touch and wheel listeners may delay scrolling',
  description: 'Finds addEventListener calls for touchstart, touchmove, wheel or mousewheel (the event name given as a string or taken from an array of names) whose options are missing or a boolean (no { passive: true }) in the inline and fetched scripts. Listeners that set passive explicitly, or pass an options variable, are not judged; browsers already treat such listeners on window, document and body as passive.',
  why: 'Unless a touch or wheel listener is passive, the browser must wait for it to run before scrolling, because it might call preventDefault(); on a busy main thread that makes scrolling stutter.',
  fix: 'Pass { passive: true } as the third argument to touch and wheel listeners that do not call preventDefault(); use CSS touch-action to control gestures instead.',
  impact: 'minor',
  tags: ['best-practice'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...LISTENER_JS_NAMES],
  create(ctx) {
    const flow = new ListenerFlow();
    return {
      js: {
        VariableDeclarator: (node, script) => flow.declarator(node, script),
        ForOfStatement: (node, script) => flow.forOf(node, script),
        CallExpression(node, script) {
          const call = flow.call(node, script);
          if (!call || call.method !== 'addEventListener' || passiveByDefault(call.target ?? undefined)) return;
          const opts = call.options;
          if (opts && opts.type !== 'Literal') {
            if (opts.type !== 'ObjectExpression') return;
            if (opts.properties.some((p: Record<string, any>) => p.type === 'Property' && (p.key?.name === 'passive' || p.key?.value === 'passive'))) return;
          }
          for (const type of call.events) {
            if (SCROLL_BLOCKING.has(type)) ctx.warn({ script, offset: node.start }, `A "${type}" listener is added without { passive: true }${script.origin === 'inline' ? ' in an inline script' : ''}.`);
          }
        },
      },
      end() {
        if (ctx.page.scripts.length === 0) return ctx.notApplicable('The page has no scripts the snapshot could read.');
        return undefined;
      },
    };
  },
});
