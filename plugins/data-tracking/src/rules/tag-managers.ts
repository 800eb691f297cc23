import { defineRule } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { activeThirdParty, describe, groupBy } from '../lib/refs.ts';

/** Google Tag Manager container ids (GTM-XXXXXXX); bounded: ids are short. */
const GTM_ID = /GTM-[A-Z0-9]{4,12}\b/g;

export default defineRule({
  id: 'data-tracking/tag-managers',
  dimension: 'dataTracking',
  title: 'One tag manager container loads the page tags',
  failureTitle: 'Several tag managers or containers load tags on the page',
  description: 'Finds tag managers (third-party-web category "tag-manager", e.g. Google Tag Manager, Tealium, Adobe Launch) and Google Tag Manager container ids (GTM-…) in script URLs and inline snippets. Passes with one container and warns with more than one tag manager or container. Not applicable without a tag manager.',
  why: 'A tag manager loads further trackers at run time that the page source does not show; several containers mean several teams can add trackers independently, with no single inventory for the privacy policy or the consent banner.',
  fix: 'Consolidate tags into one container, review it regularly, and configure its tags to respect the consent state (e.g. Google Consent Mode or consent triggers).',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const refs = activeThirdParty(ctx.page).filter((r) => r.entity?.category === 'tag-manager');
    const managers = groupBy(refs, (r) => r.entity!.name);
    const containers = new Map<string, Element | null>();
    for (const r of refs) for (const m of r.url.slice(0, 2000).matchAll(GTM_ID)) if (!containers.has(m[0])) containers.set(m[0], r.element);
    for (const s of ctx.page.scripts) {
      if (s.origin !== 'inline' || !s.element) continue;
      const t = s.text.length > 200_000 ? s.text.slice(0, 200_000) : s.text;
      if (!t.includes('GTM-')) continue;
      for (const m of t.matchAll(GTM_ID)) if (!containers.has(m[0])) containers.set(m[0], s.element);
    }
    for (const el of ctx.page.index.byTag.get('iframe') ?? []) {
      const src = el.attribs['src'] ?? '';
      if (src.includes('googletagmanager.com/ns.html')) for (const m of src.slice(0, 2000).matchAll(GTM_ID)) if (!containers.has(m[0])) containers.set(m[0], el);
    }
    if (managers.size === 0 && containers.size === 0) return ctx.notApplicable('No tag manager is loaded.');
    if (managers.size > 1) {
      for (const [name, g] of managers) ctx.warn(g.first.element, `${name}: ${describe(g.first)}.`);
      return ctx.warning(`${managers.size} tag managers: ${[...managers.keys()].join(', ')}.`);
    }
    if (containers.size > 1) {
      for (const [id, el] of containers) ctx.warn(el, `Google Tag Manager container ${id}.`);
      return ctx.warning(`${containers.size} Google Tag Manager containers: ${[...containers.keys()].join(', ')}.`);
    }
    const name = [...managers.keys()][0] ?? 'Google Tag Manager';
    const id = [...containers.keys()][0];
    return ctx.pass(`${name}${id ? ` (${id})` : ''}; the tags it loads at run time are not visible in the page source.`);
  },
});
