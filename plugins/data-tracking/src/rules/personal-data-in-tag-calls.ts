import { defineRule, jsCalleeName, jsObjectName, type Script } from '@pagegrade/core';
import { EMAIL } from '../lib/pii.ts';

type Node = Record<string, any>;

/** Tracking functions that receive user data: pixels, analytics identify calls and data layers. */
const TAG_FUNCTIONS = new Set(['fbq', 'gtag', 'ttq', 'pintrk', 'twq', 'lintrk', 'rdt', 'snaptr', 'hj', 'clarity', 'uetq', 'obApi', 'qp', 'ga', '_learnq']);
const METHODS = new Set(['identify', 'setUserId', 'setUserProperties', 'setUser', 'alias', 'set', 'track', 'page', 'push', 'init']);
const OBJECTS = new Set(['dataLayer', 'analytics', 'mixpanel', 'heap', 'posthog', 'amplitude', 'FS', 'ttq', '_paq', '_hsq', '_kmq', 'Intercom', 'klaviyo', '_learnq', 'rudderanalytics']);

/** Email addresses in string literals of an argument tree (object and array literals, bounded). */
function emailIn(args: Node[]): Node | null {
  const stack: Array<{ n: Node; depth: number }> = args.map((n) => ({ n, depth: 0 }));
  let steps = 0;
  while (stack.length && steps++ < 500) {
    const { n, depth } = stack.pop()!;
    if (!n) continue;
    if (n.type === 'Literal' && typeof n.value === 'string' && n.value.length < 300 && EMAIL.test(n.value)) return n;
    if (n.type === 'TemplateLiteral') for (const q of n.quasis as Node[]) if ((q.value?.cooked ?? '').length < 300 && EMAIL.test(q.value?.cooked ?? '')) return n;
    if (depth >= 4) continue;
    if (n.type === 'ObjectExpression') for (const p of n.properties as Node[]) stack.push({ n: p.value, depth: depth + 1 });
    else if (n.type === 'ArrayExpression') for (const e of n.elements as Node[]) stack.push({ n: e, depth: depth + 1 });
  }
  return null;
}

export default defineRule({
  id: 'data-tracking/personal-data-in-tag-calls',
  dimension: 'dataTracking',
  title: 'No email address is passed to tracking tags in the page',
  failureTitle: 'The page hands a plain email address to a tracking tag',
  description: 'Inspects inline scripts (the ones the server renders per visitor) for calls to tracking tags with an email address written into the arguments: fbq init/track (Meta advanced matching), gtag set user_data, ttq.identify, pintrk, twq, lintrk, rdt, snaptr, dataLayer.push, analytics/mixpanel/heap/posthog/amplitude/FS identify, _paq and _hsq pushes, Intercom and Klaviyo.',
  why: "An email address in a tag call goes to the vendor in clear text (or hashed by the vendor's script, which is still personal data) and ties the browsing history to a named person; regulators and courts have treated Meta Pixel advanced matching on health and finance sites as unlawful disclosure.",
  fix: 'Do not render visitor emails into tag calls; if a vendor integration is needed and consented, send hashed identifiers server-side through the vendor\'s conversion API.',
  impact: 'serious',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...TAG_FUNCTIONS, ...METHODS],
  create(ctx) {
    let calls = 0;
    const found: Array<{ script: Script; offset: number; fn: string }> = [];
    return {
      js: {
        CallExpression(node, script) {
          if (script.origin !== 'inline' || found.length >= 20) return;
          const name = jsCalleeName(node);
          if (!name) return;
          let label: string | null = null;
          if (node.callee.type === 'Identifier' && TAG_FUNCTIONS.has(name)) label = `${name}()`;
          else if (node.callee.type === 'MemberExpression' && METHODS.has(name)) {
            const obj = jsObjectName(node.callee);
            if (obj && OBJECTS.has(obj)) label = `${obj}.${name}()`;
            else if (obj && TAG_FUNCTIONS.has(obj)) label = `${obj}.${name}()`;
          }
          if (!label) return;
          calls++;
          const hit = emailIn(node.arguments as Node[]);
          if (hit) found.push({ script, offset: hit.start as number, fn: label });
        },
      },
      end() {
        for (const f of found) ctx.report({ script: f.script, offset: f.offset }, `An email address is passed to ${f.fn} in an inline script.`);
        if (found.length > 0) return undefined;
        if (calls === 0) return ctx.notApplicable('No inline script calls a tracking tag.');
        return ctx.pass(`${calls} inline tag call${calls === 1 ? '' : 's'}, none with an email address.`);
      },
    };
  },
});
