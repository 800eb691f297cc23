import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { ORGANIZATION_TYPES, label, nodesOf, text, urlValue } from '../lib/jsonld.ts';

export default defineRule({
  id: 'geo/json-ld-organization',
  dimension: 'geo',
  title: 'Organization structured data has name, url and logo',
  failureTitle: 'Organization structured data is incomplete',
  description:
    'For each top-level JSON-LD Organization (or subtype such as Corporation, NewsMediaOrganization, OnlineStore): `name` is required (fail); `url` and `logo` are recommended by Google (warning when missing). Not applicable when the page declares no top-level Organization.',
  why: 'Answer engines attribute facts to a named publisher; the organisation\'s name, canonical URL and logo are what knowledge panels and AI citations show to identify who is speaking.',
  fix: 'Give the Organization `"name"`, `"url"` (the home page) and `"logo"` (an absolute URL of a square image at least 112×112 px).',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/organization'],
  check(ctx) {
    const found = counting(ctx);
    const orgs = nodesOf(ctx.page, ORGANIZATION_TYPES, true);
    if (orgs.length === 0) return ctx.notApplicable('No top-level Organization in the JSON-LD.');
    for (const o of orgs) {
      if (!text(o.node['name'])) found.report(o.block.element, `${o.types[0]} has no "name".`);
      if (!urlValue(o.node['url'])) found.warn(o.block.element, `${label(o)} has no "url".`);
      if (!urlValue(o.node['logo'])) found.warn(o.block.element, `${label(o)} has no "logo".`);
    }
    return found.count ? undefined : ctx.pass(`${orgs.map((o) => label(o)).join(', ')} complete.`);
  },
});
