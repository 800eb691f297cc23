import { defineRule, type Script } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { scriptLabel } from '../lib/js.ts';
import { hostIs, pageRefs, short } from '../lib/refs.ts';

/** Ad-block detection and "recovery" services by host. */
const SERVICES: Array<{ name: string; domains: string[] }> = [
  { name: 'Admiral', domains: ['getadmiral.com', 'admiral.pub'] },
  { name: 'Blockthrough', domains: ['blockthrough.com', 'btloader.com'] },
  { name: 'AdDefend', domains: ['addefend.com'] },
  { name: 'uponit', domains: ['uponit.com'] },
];
/** File names of ad-block detection libraries. */
const LIB_PATH = /blockadblock|fuckadblock|sniffadblock|adblock-?detect|detect-?adblock|adblockdetector|adblock-?checker|just-detect-adblock|anti-?adblock/i;
/** Globals those libraries define or snippets test. */
const IDENTIFIERS = new Set(['BlockAdBlock', 'blockAdBlock', 'FuckAdBlock', 'fuckAdBlock', 'SniffAdBlock', 'sniffAdBlock', 'canRunAds', 'adBlockDetected', 'adblockDetected', 'detectAdBlock', 'isAdBlockActive', 'adBlockEnabled', 'adblockEnabled']);

/** The first service whose domains include the host (the host itself or a subdomain of one). */
function serviceOf(host: string): (typeof SERVICES)[number] | undefined {
  for (const s of SERVICES) for (const d of s.domains) if (hostIs(host, d)) return s;
  return undefined;
}

export default defineRule({
  id: 'data-tracking/adblock-detection',
  dimension: 'dataTracking',
  title: 'The page does not probe for ad blockers',
  failureTitle: 'The page probes the browser for an ad blocker',
  description: 'Finds ad-block detection: services (Admiral, Blockthrough, AdDefend, uponit) by host, libraries (BlockAdBlock, FuckAdBlock, SniffAdBlock, adblock-detect …) by file name, and scripts naming their globals or typical flags (canRunAds, adBlockDetected, isAdBlockActive …).',
  why: "Ad-block detection reads the state of the visitor's browser to work out which privacy tools it runs, and often reports it to a vendor; the European Commission stated in 2016 that such access to the terminal equipment falls under Art. 5(3) of the ePrivacy Directive and needs consent.",
  fix: 'Remove the detection script; ask for support with a visible, non-blocking message shown to everyone instead of probing the browser.',
  impact: 'minor',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...IDENTIFIERS],
  create(ctx) {
    const inScripts = new Map<Script, { offset: number; name: string }>();
    return {
      js: {
        Identifier(node, script) {
          if (!inScripts.has(script)) inScripts.set(script, { offset: node.start as number, name: node.name as string });
        },
      },
      end() {
        let n = 0;
        const seen = new Set<string>();
        const flag = (el: Element | null, key: string, detail: string) => {
          if (seen.has(key)) return;
          seen.add(key);
          n++;
          ctx.warn(el, detail);
        };
        for (const r of pageRefs(ctx.page)) {
          if (r.inert) continue;
          const service = serviceOf(r.host);
          if (service) {
            flag(r.element, service.name, `${service.name} (ad-block recovery): ${short(r.url)}.`);
            continue;
          }
          if (r.initiator !== 'script' && r.initiator !== 'fetched') continue;
          if (LIB_PATH.test(r.path.slice(-200))) flag(r.element, r.url, `Ad-block detection library ${short(r.url)}.`);
        }
        for (const [script, f] of inScripts) {
          if (script.origin === 'external' && seen.has(script.url)) continue;
          n++;
          ctx.warn({ script, offset: f.offset }, `${scriptLabel(script)} tests ${f.name}.`);
        }
        if (n === 0) return ctx.pass('No ad-block detection found.');
        return undefined;
      },
    };
  },
});
