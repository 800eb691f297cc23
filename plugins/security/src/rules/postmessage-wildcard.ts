import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/postmessage-wildcard',
  dimension: 'security',
  title: 'postMessage calls name their target origin',
  failureTitle: 'Scripts send postMessage to any origin ("*")',
  description: 'Looks through inline and fetched scripts for calls `x.postMessage(data, "*")`, which deliver the message to whatever origin the target window holds at that moment. A warning, since the data may be harmless; review each call.',
  why: 'If the target window or frame has been navigated elsewhere (an attacker can do this to a popup or a frame), the message and any token, user data or state it carries go to the attacker\'s page.',
  fix: 'Pass the exact expected origin as the second argument, e.g. `frame.contentWindow.postMessage(data, "https://widget.example.com")`, and check event.origin in message listeners.',
  impact: 'minor',
  tags: ['best-practice'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: ['postMessage'],
  create(ctx) {
    return {
      js: {
        CallExpression(node, script) {
          const callee = node['callee'];
          if (!callee || callee.type !== 'MemberExpression') return;
          const prop = callee.property;
          const name = callee.computed ? (prop?.type === 'Literal' ? prop.value : null) : prop?.name;
          if (name !== 'postMessage') return;
          const target = node['arguments']?.[1];
          if (target && target.type === 'Literal' && target.value === '*') ctx.warn({ script, offset: node.start }, `postMessage(…, "*") sends to any origin${script.origin === 'external' ? '' : ' (inline script)'}.`);
        },
      },
      end() {
        if (!ctx.page.scripts.length) return ctx.notApplicable('The page has no scripts to inspect.');
        return undefined;
      },
    };
  },
});
