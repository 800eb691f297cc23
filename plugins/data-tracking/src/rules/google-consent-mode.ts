import { defineRule, type Script } from '@pagegrade/core';
import { activeThirdParty, hostIs } from '../lib/refs.ts';
import { consentSignals } from '../lib/trackers.ts';

type Node = Record<string, any>;

/** Consent Mode v2 parameters; the last two are required for EEA ad features since March 2024. */
const REQUIRED = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'];
const GOOGLE_HOSTS = ['googletagmanager.com', 'google-analytics.com', 'googleadservices.com', 'googleads.g.doubleclick.net'];

function str(n: Node | undefined): string | null {
  return n && n.type === 'Literal' && typeof n.value === 'string' ? n.value : null;
}

export default defineRule({
  id: 'data-tracking/google-consent-mode',
  dimension: 'dataTracking',
  title: 'Google tags start with complete Consent Mode v2 defaults',
  failureTitle: 'Google tags run without complete Consent Mode defaults',
  description: "On pages that load Google tags (Tag Manager, Google Analytics, Google Ads), looks for gtag('consent', 'default', {...}) in inline scripts and checks that it sets all four Consent Mode v2 parameters (ad_storage, analytics_storage, ad_user_data, ad_personalization) and does not grant storage by default without a region restriction. Without an inline default: needs review when a consent platform is present (most set Consent Mode themselves), a warning otherwise. Not applicable without Google tags.",
  why: 'Consent Mode is how Google tags learn the visitor\'s choice: without a "denied" default they set cookies and send identifiers before the banner is answered, and without ad_user_data/ad_personalization Google stops personalised ads and audience features for EEA traffic.',
  fix: "Before any Google tag, call gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }) and let the consent platform send gtag('consent', 'update', …) after the choice.",
  impact: 'moderate',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: ['gtag'],
  references: ['https://developers.google.com/tag-platform/security/guides/consent'],
  create(ctx) {
    const defaults: Array<{ script: Script; offset: number; keys: Map<string, string>; regional: boolean }> = [];
    return {
      js: {
        CallExpression(node, script) {
          if (script.origin !== 'inline' || node.callee?.type !== 'Identifier' || node.callee.name !== 'gtag' || defaults.length >= 10) return;
          const args = node.arguments as Node[];
          if (str(args[0]) !== 'consent' || str(args[1]) !== 'default' || args[2]?.type !== 'ObjectExpression') return;
          const keys = new Map<string, string>();
          for (const p of args[2].properties as Node[]) {
            const k = p.key?.type === 'Identifier' ? p.key.name : str(p.key);
            if (k) keys.set(k, str(p.value) ?? '');
          }
          defaults.push({ script, offset: node.start as number, keys, regional: keys.has('region') });
        },
      },
      end() {
        const google = activeThirdParty(ctx.page).find((r) => GOOGLE_HOSTS.some((h) => hostIs(r.host, h)));
        if (!google) return ctx.notApplicable('The page loads no Google tag.');
        if (defaults.length === 0) {
          const cmp = consentSignals(ctx.page);
          if (cmp.length > 0) return ctx.needsReview(`No inline Consent Mode default; check that ${cmp[0]!.label} sets Consent Mode v2 defaults before the Google tags run.`);
          // At the first Google tag, which runs without a default.
          ctx.warn(google.element, "Google tags load and no gtag('consent', 'default', …) is set, so they run with storage granted.");
          return undefined;
        }
        let problems = 0;
        for (const d of defaults) {
          const missing = REQUIRED.filter((k) => !d.keys.has(k));
          if (missing.length) {
            problems++;
            ctx.warn({ script: d.script, offset: d.offset }, `The Consent Mode default lacks ${missing.join(', ')}.`);
          }
          const granted = REQUIRED.filter((k) => d.keys.get(k) === 'granted');
          if (granted.length && !d.regional) {
            problems++;
            ctx.warn({ script: d.script, offset: d.offset }, `The Consent Mode default grants ${granted.join(', ')} everywhere, before any choice.`);
          }
        }
        if (problems > 0) return undefined;
        return ctx.pass('Consent Mode v2 defaults are set for all four parameters.');
      },
    };
  },
});
