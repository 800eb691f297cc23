import { defineRule } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { activeThirdParty, hostIs, short } from '../lib/refs.ts';

/** Universal Analytics property ids: UA-<account>-<property>. */
const UA_ID = /\bUA-\d{4,10}-\d{1,4}\b/;

export default defineRule({
  id: 'data-tracking/universal-analytics-sunset',
  dimension: 'dataTracking',
  title: 'No retired Google Analytics tag collects data',
  failureTitle: 'A retired Universal Analytics tag still sends visitor data to Google',
  description: 'Finds Universal Analytics and older Google Analytics tags: analytics.js, ga.js or urchin.js from google-analytics.com, and UA-XXXX-Y property ids in gtag.js URLs or inline snippets. Google stopped processing Universal Analytics data on 1 July 2023 (360 properties: 1 July 2024). Not applicable when the page has no Google Analytics.',
  why: 'A retired tag still sends every page view and the visitor identifiers to Google but produces no reports: data collection with no purpose, which the GDPR data-minimisation principle forbids.',
  fix: 'Remove the Universal Analytics snippet and property id; if analytics is still needed, use one current tool (GA4 or a privacy-friendly alternative) behind consent.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://support.google.com/analytics/answer/11583528'],
  check(ctx) {
    let ga = false;
    let legacy = 0;
    const seen = new Set<string>();
    const flag = (el: Element | null, what: string) => {
      if (seen.has(what)) return;
      seen.add(what);
      legacy++;
      ctx.warn(el, what);
    };
    for (const r of activeThirdParty(ctx.page)) {
      if (!hostIs(r.host, 'google-analytics.com') && !hostIs(r.host, 'googletagmanager.com')) continue;
      ga = true;
      const path = r.path;
      if (/\/(analytics|ga|urchin|u\/analytics)\.js$/.test(path) && hostIs(r.host, 'google-analytics.com')) flag(r.element, `Legacy Google Analytics library ${short(r.url)}.`);
      const m = UA_ID.exec(r.url.slice(0, 2000));
      if (m) flag(r.element, `Universal Analytics property ${m[0]} in ${short(r.url)}.`);
    }
    for (const s of ctx.page.scripts) {
      if (s.origin !== 'inline' || !s.element) continue;
      const t = s.text.length > 200_000 ? s.text.slice(0, 200_000) : s.text;
      if (!t.includes('UA-')) continue;
      if (!(t.includes('gtag(') || t.includes('ga(') || t.includes('_gaq') || t.includes('GoogleAnalyticsObject'))) continue;
      const m = UA_ID.exec(t);
      if (m) {
        ga = true;
        flag(s.element, `Universal Analytics property ${m[0]} configured in an inline script.`);
      }
    }
    if (legacy > 0) return undefined;
    if (!ga) return ctx.notApplicable('The page does not load Google Analytics.');
    return ctx.pass('Google Analytics is loaded without Universal Analytics properties.');
  },
});
