import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { ORGANIZATION_TYPES, label, list, nodesOf } from '../lib/jsonld.ts';

const ENTITY = new Set([...ORGANIZATION_TYPES, 'Person', 'LocalBusiness']);

export default defineRule({
  id: 'geo/json-ld-entity-links',
  dimension: 'geo',
  title: 'Organizations and people are linked to their other profiles',
  failureTitle: 'Organizations or people in the structured data have no sameAs links',
  description:
    'For each top-level JSON-LD Organization, LocalBusiness or Person: checks for `sameAs` with at least one absolute URL of the same entity elsewhere (Wikipedia, Wikidata, LinkedIn, an official social profile). Missing sameAs warns. Not applicable when there is no such top-level entity.',
  why: 'sameAs is how knowledge graphs and answer engines decide that "Example Oak" on this page is the same entity as the one they already know, so that facts, reviews and authority are attributed to the right company or author.',
  fix: 'Add `"sameAs": ["https://www.wikidata.org/wiki/Q…", "https://www.linkedin.com/company/…"]` with the entity\'s authoritative profiles.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://schema.org/sameAs', 'https://developers.google.com/search/docs/appearance/structured-data/organization'],
  check(ctx) {
    const found = counting(ctx);
    const entities = nodesOf(ctx.page, ENTITY, true);
    if (entities.length === 0) return ctx.notApplicable('No top-level Organization or Person in the JSON-LD.');
    for (const e of entities) {
      const links = list(e.node['sameAs']).filter((v): v is string => typeof v === 'string' && /^https?:\/\//i.test(v.trim()));
      if (links.length === 0) found.warn(e.block.element, `${label(e)} has no sameAs link to another profile of the same entity.`);
    }
    return found.count ? undefined : ctx.pass(`${entities.map((e) => label(e)).slice(0, 3).join(', ')} linked with sameAs.`);
  },
});
