import { defineRule, dom } from '@pagegrade/core';
import { KNOWN_DIRECTIVES, describeSource, directiveSources, type DirectiveSource } from '../lib/robots-meta.ts';

const PREVIEW = new Set(['none', 'standard', 'large']);
const OPPOSITES: Array<[string, string]> = [
  ['index', 'noindex'],
  ['follow', 'nofollow'],
];

export default defineRule({
  id: 'seo/meta-robots-valid',
  dimension: 'seo',
  title: 'Robots directives are valid and consistent',
  failureTitle: 'Robots directives are malformed or contradict each other',
  description:
    'Checks each <meta name="robots|googlebot|bingbot"> and X-Robots-Tag value: unknown directives warn; max-snippet and max-video-preview must be integers ≥ -1, max-image-preview none/standard/large and unavailable_after a parseable date (invalid values fail); index with noindex or follow with nofollow for the same crawler warns (the most restrictive wins).',
  why: 'Crawlers ignore directives they cannot parse, so a typo such as "no-index" silently leaves the page indexable, and contradictory values are resolved to the most restrictive one.',
  fix: 'Use only documented directives, comma-separated, with valid values (for example "max-snippet:160, max-image-preview:large"), and state each intent once.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag#directives'],
  check(ctx) {
    const sources = directiveSources(ctx.page);
    // Meta elements for other agents are not parsed by the shared helper; empty content is worth a word.
    for (const m of ctx.page.index.byTag.get('meta') ?? []) {
      if ((dom.attr(m, 'name') ?? '').trim().toLowerCase() === 'robots' && (dom.attr(m, 'content') ?? '').trim() === '') ctx.warn(m, '<meta name="robots"> has no content.');
    }
    if (sources.length === 0) return ctx.notApplicable('The page has no robots meta tags or X-Robots-Tag header.');
    const byAgent = new Map<string, Set<string>>();
    const firstOf = new Map<string, DirectiveSource>();
    for (const s of sources) {
      const seen = byAgent.get(s.agent) ?? new Set<string>();
      byAgent.set(s.agent, seen);
      if (!firstOf.has(s.agent)) firstOf.set(s.agent, s);
      for (const d of s.directives) {
        seen.add(d.name);
        const where = describeSource(s);
        if (!KNOWN_DIRECTIVES.has(d.name)) {
          ctx.warn(s.element, `${where}: unknown directive "${d.raw.slice(0, 40)}"${d.name === 'no-index' || d.name === 'no index' ? ' (did you mean noindex?)' : ''}.`);
          continue;
        }
        if (d.name === 'max-snippet' || d.name === 'max-video-preview') {
          if (d.value === null || !/^-?\d+$/.test(d.value) || Number(d.value) < -1) ctx.report(s.element, `${where}: ${d.name} needs an integer ≥ -1, not "${d.value ?? ''}".`);
        } else if (d.name === 'max-image-preview') {
          if (d.value === null || !PREVIEW.has(d.value.toLowerCase())) ctx.report(s.element, `${where}: max-image-preview must be none, standard or large, not "${d.value ?? ''}".`);
        } else if (d.name === 'unavailable_after') {
          if (d.value === null || Number.isNaN(new Date(d.value).getTime())) ctx.report(s.element, `${where}: unavailable_after "${d.value ?? ''}" is not a date.`);
        }
      }
    }
    for (const [agent, names] of byAgent) {
      for (const [a, b] of OPPOSITES) {
        if (names.has(a) && names.has(b)) ctx.warn(firstOf.get(agent)!.element, `Directives for ${agent} say both ${a} and ${b}; crawlers apply ${b}.`);
      }
    }
    return undefined;
  },
});
