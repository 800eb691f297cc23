import { DIMENSIONS, DIMENSION_LABELS, catalogue, type CatalogueEntry, type Rule } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import { DIMENSION_ABOUT } from './dimensions.ts';
import { escapeHtml, renderPage, richText } from './layout.ts';

function alsoScored(e: CatalogueEntry): string {
  return e.alsoScores.map((a) => `, also counted in ${escapeHtml(DIMENSION_LABELS[a.dimension])} (${a.impact} impact)`).join('');
}

/** The ids of checks merged into this one, each an anchor: reports stored before the merge link to them. */
function formerIds(e: CatalogueEntry): string {
  if (e.formerIds.length === 0) return '';
  return `<p>Formerly also: ${e.formerIds.map((id) => `<code id="${escapeHtml(id)}">${escapeHtml(id)}</code>`).join(', ')}.</p>`;
}

/** The check catalogue as one page with an anchor per check id (reports and answers link here). */
export function checksHtml(urls: ServiceUrls, rules: readonly Rule[]): string {
  const entries = catalogue(rules);
  const toc = DIMENSIONS.map((d) => `<li><a href="#${d}">${escapeHtml(DIMENSION_LABELS[d])}</a> (${entries.filter((e) => e.dimension === d).length})</li>`).join('');
  const sections = DIMENSIONS.map((d) => {
    const items = entries
      .filter((e) => e.dimension === d)
      .map(
        (e) =>
          `<li id="${escapeHtml(e.id)}"><h3>${escapeHtml(e.title)}</h3><p><code>${escapeHtml(e.id)}</code> · ${e.impact} impact${alsoScored(e)}. ${richText(e.description)}</p><p>Why it matters: ${richText(e.why)}</p><p>How to fix: ${richText(e.fix)}${e.tags.length ? ` Equivalent checks: ${e.tags.map(escapeHtml).join(', ')}.` : ''}</p>${formerIds(e)}</li>`,
      )
      .join('\n');
    return `<section id="${d}" aria-labelledby="heading-${d}"><h2 id="heading-${d}">${escapeHtml(DIMENSION_LABELS[d])}</h2><p>${escapeHtml(DIMENSION_ABOUT[d])}</p>\n<ul class="catalogue">\n${items}\n</ul></section>`;
  }).join('\n');
  const main = `<h1>Check catalogue</h1>
<p class="lead">pagegrade runs ${entries.length} deterministic checks in eight dimensions. Each entry says what the check looks at, why it matters to visitors, crawlers or agents, and how to fix a failure. Reports link to the entry of every check.</p>
<p>Impact weights: critical 10, serious 7, moderate 3, minor 1. A warning earns half the credit; checks that do not apply, need a human review or could not run are left out of the score.</p>
<nav aria-label="Dimensions"><ul>${toc}</ul></nav>
${sections}`;
  return renderPage(
    urls,
    {
      title: 'Check catalogue — every pagegrade check explained',
      description: `All ${entries.length} pagegrade checks in eight dimensions: what each one looks at, why it matters and how to fix a failure.`,
      url: urls.checksDocs,
      current: 'checks',
      graph: [
        {
          '@type': 'WebPage',
          '@id': `${urls.checksDocs}#webpage`,
          url: urls.checksDocs,
          name: 'Check catalogue',
          description: `All ${entries.length} pagegrade checks in eight dimensions.`,
          inLanguage: 'en',
          publisher: { '@id': `${urls.home}#organization` },
          isPartOf: { '@id': `${urls.home}#website` },
        },
      ],
    },
    main,
  );
}
