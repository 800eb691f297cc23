import { defineRule } from '@pagegrade/core';
import { upgradesInsecureRequests } from '../lib/csp.ts';

/** Calls whose first argument is a URL the browser requests: fetch(u), new WebSocket(u) … */
const CALLS = new Set(['fetch', 'importScripts']);
const CONSTRUCTORS = new Set(['WebSocket', 'EventSource', 'Worker', 'SharedWorker']);

function literalUrl(node: any): string | null {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.quasis?.length) return node.quasis[0].value?.cooked ?? null;
  return null;
}

function calleeName(callee: any): string | null {
  if (!callee) return null;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property?.type === 'Identifier') return callee.property.name;
  return null;
}

export default defineRule({
  id: 'security/mixed-content-script-requests',
  dimension: 'security',
  title: 'Scripts on the HTTPS page request no plain-HTTP or ws:// URLs',
  failureTitle: 'Scripts on the HTTPS page request plain-HTTP or unencrypted WebSocket URLs',
  description: 'On an HTTPS page, looks through inline and fetched scripts for string-literal URLs starting with http:// or ws:// passed to fetch(), XMLHttpRequest open(), new WebSocket(), new EventSource(), new Worker(), importScripts() or navigator.sendBeacon(). Browsers block these requests as mixed content (upgrade-insecure-requests in an enforced CSP upgrades http:// ones, which passes). URLs built at runtime are not seen.',
  why: 'A blocked request breaks the feature that depends on it; where it is not blocked (older clients, WebSockets opened from workers), the data travels unencrypted and can be read or altered.',
  fix: 'Use https:// and wss:// URLs, or URLs relative to the page, for every request made from script.',
  impact: 'moderate',
  tags: ['lighthouse:is-on-https'],
  // The call handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...CALLS, 'open', 'sendBeacon', ...CONSTRUCTORS],
  needs: ['https'],
  references: ['https://www.w3.org/TR/mixed-content/'],
  create(ctx) {
    const upgrade = upgradesInsecureRequests(ctx.page);
    const check = (url: string | null, what: string, node: any, script: any) => {
      if (!url) return;
      const u = url.trimStart().slice(0, 8).toLowerCase();
      if (u.startsWith('ws://') || (u.startsWith('http://') && !upgrade)) ctx.report({ script, offset: node.start }, `${what} requests ${url.slice(0, 100)} without encryption.`);
    };
    return {
      js: {
        CallExpression(node, script) {
          const name = calleeName(node['callee']);
          const args = node['arguments'] ?? [];
          if (name && CALLS.has(name)) check(literalUrl(args[0]), `${name}()`, node, script);
          else if (name === 'open' && args.length >= 2 && node['callee'].type === 'MemberExpression') {
            const method = literalUrl(args[0]);
            if (method && /^(get|post|put|delete|patch|head|options)$/i.test(method)) check(literalUrl(args[1]), 'XMLHttpRequest open()', node, script);
          } else if (name === 'sendBeacon') check(literalUrl(args[0]), 'sendBeacon()', node, script);
        },
        NewExpression(node, script) {
          const name = calleeName(node['callee']);
          if (name && CONSTRUCTORS.has(name)) check(literalUrl(node['arguments']?.[0]), `new ${name}()`, node, script);
        },
      },
      end() {
        if (!ctx.page.scripts.length) return ctx.notApplicable('The page has no scripts to inspect.');
        return undefined;
      },
    };
  },
});
