import { defineRule, hostIsThirdParty, jsCalleeName, type Script } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';
import { pageDomain, pageRefs, short } from '../lib/refs.ts';

export default defineRule({
  id: 'data-tracking/send-beacon',
  dimension: 'dataTracking',
  title: 'Beacons go only to the site itself',
  failureTitle: 'Scripts send beacons to third parties or over plain HTTP',
  description: "Inspects first-party and inline scripts for navigator.sendBeacon() calls. A literal target on another site, or over http: from an HTTPS page, is a warning; targets computed at run time cannot be judged statically (needs review). Scripts of known third-party vendors are judged by the vendor checks. Not applicable when no inspected script sends beacons.",
  why: 'sendBeacon delivers data even as the visitor leaves the page and is invisible to them; beacons to third parties move behavioural data off the site, and plain-HTTP beacons expose it on the network.',
  fix: 'Send beacons only to your own HTTPS endpoint, and only after consent when they carry analytics; remove beacons to vendors you no longer use.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: ['sendBeacon'],
  create(ctx) {
    const own = pageDomain(ctx.page);
    // The page's third-party scripts, worked out on the first beacon in an external script.
    let thirdPartyScripts: Set<string> | null = null;
    let literal = 0;
    const dynamic: Array<{ script: Script; offset: number }> = [];
    let bad = 0;
    return {
      js: {
        CallExpression(node, script) {
          if (jsCalleeName(node) !== 'sendBeacon') return;
          if (script.origin === 'external') {
            thirdPartyScripts ??= new Set(pageRefs(ctx.page).filter((r) => r.thirdParty && r.initiator === 'script').map((r) => r.url));
            if (thirdPartyScripts.has(script.url)) return;
          }
          const arg = (node.arguments as Array<Record<string, any>>)[0];
          let target: string | null = null;
          if (arg?.type === 'Literal' && typeof arg.value === 'string') target = arg.value;
          else if (arg?.type === 'TemplateLiteral' && (arg.expressions as unknown[]).length === 0) target = arg.quasis[0]?.value?.cooked ?? null;
          if (target === null) {
            if (dynamic.length < 50) dynamic.push({ script, offset: node.start as number });
            return;
          }
          literal++;
          let abs: URL;
          try {
            abs = new URL(target, script.origin === 'external' ? script.url : ctx.page.baseUrl);
          } catch {
            return;
          }
          if (own && hostIsThirdParty(ctx.page, abs.hostname)) {
            bad++;
            ctx.warn({ script, offset: node.start as number }, `${scriptLabel(script)} sends a beacon to the third party ${short(abs.href)}.`);
          } else if (abs.protocol === 'http:' && ctx.page.isHttps) {
            bad++;
            ctx.warn({ script, offset: node.start as number }, `${scriptLabel(script)} sends a beacon over plain HTTP to ${short(abs.href)}.`);
          }
        },
      },
      end() {
        if (bad > 0) return undefined;
        if (dynamic.length > 0) {
          const first = dynamic[0]!;
          return ctx.needsReview(`${dynamic.length} sendBeacon() call${dynamic.length === 1 ? '' : 's'} with a target computed at run time (first in ${scriptLabel(first.script)}); check where the data goes.`);
        }
        if (literal === 0) return ctx.notApplicable('No inspected script calls navigator.sendBeacon().');
        return ctx.pass(`${literal} beacon${literal === 1 ? '' : 's'} to the site itself.`);
      },
    };
  },
});
