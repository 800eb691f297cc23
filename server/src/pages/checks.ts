import { DIMENSIONS, DIMENSION_LABELS, IMPACT_WEIGHT, type CatalogueEntry, type DimensionKey } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import { checkDocsUrl } from '../search/documents.ts';
import type { KnowledgeHit } from '../search/knowledge.ts';
import { DIMENSION_ABOUT } from './dimensions.ts';
import { escapeHtml, pathOf, renderPage, richText, type PageMeta } from './layout.ts';

/*
 * The catalogue is browsed in three levels so no page carries every check's text: the index
 * (dimensions, a search form, and every id once), a page per dimension, and a page per check.
 */

/** The page of one dimension's checks. */
export function dimensionUrl(urls: ServiceUrls, d: DimensionKey): string {
  return `${urls.checksDocs}/${d}`;
}

function checkLink(urls: ServiceUrls, id: string, text: string): string {
  return `<a href="${escapeHtml(pathOf(checkDocsUrl(urls, id)))}">${text}</a>`;
}

function page(urls: ServiceUrls, meta: Omit<PageMeta, 'current' | 'graph'>, main: string, extra: Record<string, unknown> = {}): string {
  const graph = [
    {
      '@type': 'WebPage',
      '@id': `${meta.url}#webpage`,
      url: meta.url,
      name: meta.title,
      description: meta.description,
      inLanguage: 'en',
      publisher: { '@id': `${urls.home}#organization` },
      isPartOf: { '@id': `${urls.home}#website` },
      ...extra,
    },
  ];
  return renderPage(urls, { ...meta, current: 'checks', graph }, main);
}

function searchForm(urls: ServiceUrls, q: string): string {
  // A plain GET form: the server answers it, so it works without script.
  return `<form method="get" action="${escapeHtml(pathOf(urls.checksDocs))}" role="search" class="row">
<label for="q">Search the checks</label>
<input id="q" name="q" type="search" maxlength="200" value="${escapeHtml(q)}" placeholder="canonical, alt text, HSTS">
<button type="submit" class="button">Search</button>
</form>`;
}

function breadcrumb(urls: ServiceUrls, d?: DimensionKey): string {
  const parts = [`<a href="${escapeHtml(pathOf(urls.checksDocs))}">Check catalogue</a>`];
  if (d) parts.push(`<a href="${escapeHtml(pathOf(dimensionUrl(urls, d)))}">${escapeHtml(DIMENSION_LABELS[d])}</a>`);
  return `<nav aria-label="Breadcrumb"><p>${parts.join(' › ')}</p></nav>`;
}

/**
 * The index. Reports and other sites linked to `/docs/checks#<id>` before each check had its page;
 * a fragment never reaches the server, so every id (former ids too) is an anchor here that links
 * to its page: an old link lands on a one-line entry one click from the check.
 */
export function checksIndexHtml(urls: ServiceUrls, entries: readonly CatalogueEntry[]): string {
  const dims = DIMENSIONS.map(
    (d) => `<li><a href="${escapeHtml(pathOf(dimensionUrl(urls, d)))}">${escapeHtml(DIMENSION_LABELS[d])}</a> (${entries.filter((e) => e.dimension === d).length} checks): ${escapeHtml(DIMENSION_ABOUT[d])}</li>`,
  ).join('\n');
  const ids = DIMENSIONS.map((d) => {
    const items = entries
      .filter((e) => e.dimension === d)
      .flatMap((e) => [e.id, ...e.formerIds].map((id) => `<li id="${escapeHtml(id)}">${checkLink(urls, e.id, `<code>${escapeHtml(id)}</code>`)}${id === e.id ? '' : ` (now <code>${escapeHtml(e.id)}</code>)`}</li>`))
      .join('');
    return `<h3 id="${d}">${escapeHtml(DIMENSION_LABELS[d])}</h3><ul class="ids">${items}</ul>`;
  }).join('\n');
  const main = `<h1>Check catalogue</h1>
<p class="lead">pagegrade runs ${entries.length} deterministic checks in eight dimensions. Each check has a page that says what it looks at, why it matters to visitors, crawlers or agents, and how to fix a failure. Reports link to the page of every check.</p>
${searchForm(urls, '')}
<h2>Dimensions</h2>
<ul>
${dims}
</ul>
<p>Impact weights: critical 10, serious 7, moderate 3, minor 1. A warning earns half the credit; checks that do not apply, need a human review or could not run are left out of the score.</p>
<h2 id="all">Every check by id</h2>
${ids}`;
  return page(
    urls,
    {
      title: 'Check catalogue — every pagegrade check explained',
      description: `All ${entries.length} pagegrade checks in eight dimensions: what each one looks at, why it matters and how to fix a failure.`,
      url: urls.checksDocs,
    },
    main,
  );
}

/** The checks of one dimension, heaviest first: title, id, impact and what each looks at. */
export function dimensionChecksHtml(urls: ServiceUrls, d: DimensionKey, entries: readonly CatalogueEntry[]): string {
  const mine = entries.filter((e) => e.dimension === d).sort((a, b) => IMPACT_WEIGHT[b.impact] - IMPACT_WEIGHT[a.impact] || (a.id < b.id ? -1 : 1));
  const counted = entries.filter((e) => e.alsoScores.some((a) => a.dimension === d));
  const label = DIMENSION_LABELS[d];
  const items = mine.map((e) => `<li>${checkLink(urls, e.id, escapeHtml(e.title))} <code>${escapeHtml(e.id)}</code> · ${e.impact} impact. ${richText(e.description)}</li>`).join('\n');
  const also = counted.length
    ? `<h2>Counted here too</h2><ul>${counted.map((e) => `<li>${checkLink(urls, e.id, escapeHtml(e.title))} (${escapeHtml(DIMENSION_LABELS[e.dimension])}, ${e.alsoScores.find((a) => a.dimension === d)!.impact} impact here)</li>`).join('')}</ul>`
    : '';
  const main = `${breadcrumb(urls)}
<h1>${escapeHtml(label)} checks</h1>
<p class="lead">${escapeHtml(DIMENSION_ABOUT[d])} ${mine.length} checks, heaviest impact first; <a href="${escapeHtml(pathOf(`${urls.scoringDocs}#dimension-${d}`))}">how ${escapeHtml(label)} is scored</a>.</p>
${searchForm(urls, '')}
<ul class="catalogue">
${items}
</ul>
${also}`;
  return page(urls, { title: `${label} checks — pagegrade`, description: `The ${mine.length} ${label} checks pagegrade runs: what each looks at and its impact on the score.`, url: dimensionUrl(urls, d) }, main);
}

/** One check: what it looks at, why it matters, how to fix it, its caps, equivalents and references. */
export function checkHtml(urls: ServiceUrls, e: CatalogueEntry): string {
  const label = DIMENSION_LABELS[e.dimension];
  const facts = [
    `<li>Dimension: <a href="${escapeHtml(pathOf(dimensionUrl(urls, e.dimension)))}">${escapeHtml(label)}</a></li>`,
    `<li>Impact: ${e.impact} (weight ${IMPACT_WEIGHT[e.impact]})</li>`,
    `<li>When it fails, the report says: ${richText(e.failureTitle)}</li>`,
    ...e.alsoScores.map((a) => `<li>Also counted in <a href="${escapeHtml(pathOf(dimensionUrl(urls, a.dimension)))}">${escapeHtml(DIMENSION_LABELS[a.dimension])}</a> (${a.impact} impact)</li>`),
    ...e.caps.map((c) => `<li>While it fails, the ${c.scope === 'overall' ? 'overall' : escapeHtml(label)} score is at most ${c.max}: ${richText(c.reason)}</li>`),
    ...(e.formerIds.length ? [`<li>Formerly also: ${e.formerIds.map((id) => `<code>${escapeHtml(id)}</code>`).join(', ')}</li>`] : []),
  ].join('\n');
  const refs = e.references.length ? `<h2>References</h2><ul>${e.references.map((r) => `<li>${/^https?:\/\//.test(r) ? `<a href="${escapeHtml(r)}">${escapeHtml(r)}</a>` : richText(r)}</li>`).join('')}</ul>` : '';
  const main = `${breadcrumb(urls, e.dimension)}
<h1>${escapeHtml(e.title)}</h1>
<p class="lead"><code>${escapeHtml(e.id)}</code>. ${richText(e.description)}</p>
<ul>
${facts}
</ul>
<h2>Why it matters</h2>
<p>${richText(e.why)}</p>
<h2>How to fix</h2>
<p>${richText(e.fix)}</p>
<h2>Equivalent checks</h2>
<p>${e.tags.length ? e.tags.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ') : 'None listed.'}</p>
${refs}`;
  const url = checkDocsUrl(urls, e.id);
  return page(urls, { title: `${e.title} (${e.id}) — pagegrade`, description: `${label} check ${e.id}, ${e.impact} impact: what it looks at, why it matters and how to fix a failure.`, url }, main, {
    about: { '@type': 'DefinedTerm', '@id': url, termCode: e.id, name: e.title, inDefinedTermSet: { '@type': 'DefinedTermSet', '@id': urls.checksDocs, name: 'pagegrade check catalogue' } },
  });
}

/** Results of a search of the catalogue (and the scoring document), or what to try when none. */
export function checkSearchHtml(urls: ServiceUrls, q: string, hits: readonly KnowledgeHit[]): string {
  const items = hits.map((h) => `<li><a href="${escapeHtml(pathOf(h.url))}">${escapeHtml(h.title)}</a>: ${escapeHtml(h.text)}</li>`).join('\n');
  const body = hits.length
    ? `<p class="lead">${hits.length} check${hits.length === 1 ? '' : 's'} and sections of the scoring documentation match “${escapeHtml(q)}”, best first. Each check's page says what it looks at, why it matters to visitors, crawlers or agents, and how to fix a failure.</p>
${searchForm(urls, q)}
<h2>Results</h2>
<ol class="results">
${items}
</ol>`
    : `<p class="lead">No check or part of the scoring documentation matches “${escapeHtml(q)}”. Try another word (such as canonical, contrast or cookie), a check id such as <code>seo/canonical-present</code>, or browse the checks of each dimension from the <a href="${escapeHtml(pathOf(urls.checksDocs))}">catalogue</a>.</p>
${searchForm(urls, q)}`;
  const main = `${breadcrumb(urls)}
<h1>Search results for “${escapeHtml(q)}”</h1>
${body}`;
  const url = new URL(urls.checksDocs);
  url.searchParams.set('q', q);
  return page(urls, { title: `“${q.slice(0, 60)}” in the check catalogue — pagegrade`, description: `Checks and scoring documentation of pagegrade that match “${q.slice(0, 60)}”.`, url: url.href }, main);
}
