import { defineRule, dom, jsCalleeName, type Script } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { scriptLabel } from '../lib/js.ts';

/** User-agent client hints that browsers send only on request (low-entropy hints are sent by default). */
const HIGH_ENTROPY = new Set(['sec-ch-ua-full-version', 'sec-ch-ua-full-version-list', 'sec-ch-ua-platform-version', 'sec-ch-ua-arch', 'sec-ch-ua-bitness', 'sec-ch-ua-model', 'sec-ch-ua-wow64', 'sec-ch-ua-form-factors']);
const JS_HINTS = new Set(['architecture', 'bitness', 'model', 'platformVersion', 'fullVersionList', 'uaFullVersion', 'wow64', 'formFactors']);

function requested(value: string): string[] {
  return value
    .slice(0, 2000)
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => HIGH_ENTROPY.has(t));
}

export default defineRule({
  id: 'data-tracking/high-entropy-client-hints',
  dimension: 'dataTracking',
  title: 'The page does not request identifying client hints',
  failureTitle: 'The page asks browsers for high-entropy client hints that help fingerprint them',
  description: 'Looks for requests of high-entropy User-Agent Client Hints: Sec-CH-UA-Full-Version(-List), -Platform-Version, -Arch, -Bitness, -Model, -WoW64 and -Form-Factors in the Accept-CH or Critical-CH response headers or a <meta http-equiv="Accept-CH">, and calls of navigator.userAgentData.getHighEntropyValues() asking for the matching values. On a saved page without response headers, finding none is not-applicable: the headers could request them.',
  why: 'Browsers reduced the User-Agent string to limit passive fingerprinting; requesting the high-entropy hints brings the identifying detail back (exact OS build, CPU architecture, device model) for every subsequent request.',
  fix: 'Request only the hints a feature needs (often none: the low-entropy Sec-CH-UA, -Mobile and -Platform are sent by default) and only on the responses that need them.',
  impact: 'minor',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: ['getHighEntropyValues'],
  references: ['https://wicg.github.io/ua-client-hints/'],
  create(ctx) {
    const jsCalls: Array<{ script: Script; offset: number; hints: string[] }> = [];
    return {
      js: {
        CallExpression(node, script) {
          if (jsCalleeName(node) !== 'getHighEntropyValues' || jsCalls.length >= 20) return;
          const arg = (node.arguments as Array<Record<string, any>>)[0];
          const hints: string[] = [];
          if (arg?.type === 'ArrayExpression') for (const e of arg.elements as Array<Record<string, any> | null>) if (e?.type === 'Literal' && JS_HINTS.has(e.value)) hints.push(e.value);
          if (!arg || arg.type !== 'ArrayExpression' || hints.length > 0) jsCalls.push({ script, offset: node.start as number, hints });
        },
      },
      end() {
        let n = 0;
        for (const name of ['accept-ch', 'critical-ch']) {
          const hints = ctx.page.headers.all(name).flatMap(requested);
          if (hints.length) {
            n++;
            ctx.warn(null, `The ${name === 'accept-ch' ? 'Accept-CH' : 'Critical-CH'} header requests ${[...new Set(hints)].join(', ')}.`);
          }
        }
        for (const meta of ctx.page.index.byTag.get('meta') ?? []) {
          if ((dom.attr(meta, 'http-equiv') ?? '').toLowerCase() !== 'accept-ch') continue;
          const hints = requested(dom.attr(meta, 'content') ?? '');
          if (hints.length) {
            n++;
            ctx.warn(meta as Element, `<meta http-equiv="Accept-CH"> requests ${hints.join(', ')}.`);
          }
        }
        for (const c of jsCalls) {
          n++;
          ctx.warn({ script: c.script, offset: c.offset }, `${scriptLabel(c.script)} calls getHighEntropyValues(${c.hints.length ? c.hints.join(', ') : 'computed hints'}).`);
        }
        // Hints are requested by header too: without the response's headers, absence proves nothing.
        if (n === 0 && !ctx.page.headersKnown) return ctx.notApplicable('No meta tag or script requests high-entropy client hints, and the response headers that could are not known (a saved page).');
        if (n === 0) return ctx.pass('No high-entropy client hint is requested.');
        return undefined;
      },
    };
  },
});
