import { DIMENSIONS, DIMENSION_LABELS, type AnalysisMode, type Rule } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import { DIMENSION_ABOUT } from './dimensions.ts';
import { escapeHtml, pathOf, renderPage } from './layout.ts';

export interface HomeView {
  urls: ServiceUrls;
  rules: readonly Rule[];
  analysesPerDay: number;
  /** A readable refusal of the last form submission (what happened, and what to do next), or null. */
  error: { title: string; detail: string | null } | null;
  /** The address the visitor typed, shown again after a refusal. */
  url: string;
  /** The mode chosen, kept after a refusal; static when absent. */
  mode?: AnalysisMode;
}

/** The form's choice of mode: plain radio buttons, so it works without any script. */
function modeChoice(chosen: AnalysisMode): string {
  const option = (mode: AnalysisMode, label: string) => `<label><input type="radio" name="mode" value="${mode}"${mode === chosen ? ' checked' : ''}> ${label}</label>`;
  return `<fieldset class="modes">
<legend>How to read the page</legend>
${option('static', 'As served: the HTML the server sends (fast)')}
${option('rendered', 'Rendered in Chromium, after its scripts ran (slower; for pages built by script)')}
</fieldset>`;
}

export function homeHtml(v: HomeView): string {
  const { urls } = v;
  const checks = v.rules.length;
  const cards = DIMENSIONS.map((d) => {
    const n = v.rules.filter((r) => r.dimension === d).length;
    return `<li><h3>${escapeHtml(DIMENSION_LABELS[d])}</h3><p class="muted">${n} checks</p><p>${escapeHtml(DIMENSION_ABOUT[d])}</p></li>`;
  }).join('\n');
  // The message is tied to the field it is about, so a screen reader reads it with the field, and
  // the field takes the focus so the visitor can correct it at once. The
  // field is a URL field (a phone shows its URL keyboard), but the form is not validated by the
  // browser, which would refuse `example.com`: the server reads a bare host name as its https:// page.
  const alert = v.error ? `<p class="alert" id="url-error" role="alert"><strong>${escapeHtml(v.error.title)}</strong>${v.error.detail ? ` ${escapeHtml(v.error.detail)}` : ''}</p>\n` : '';
  const perDay = v.analysesPerDay === 1 ? '1 analysis' : `${v.analysesPerDay} analyses`;
  const main = `<h1>Grade a web page</h1>
<p class="lead">pagegrade fetches a public page and runs ${checks} deterministic checks in eight dimensions, from SEO and AI readiness to accessibility and security. You get a score from 0 to 100 and a grade from A+ to F for the page and for each dimension, the issues that cost the most points, and how to fix every one of them.</p>
${alert}<form method="post" action="/analyze" novalidate>
<label for="url">Address of the page</label>
<div class="row">
<input id="url" name="url" type="url" autocomplete="url" autocapitalize="none" required spellcheck="false" placeholder="example.com" ${v.error ? 'aria-invalid="true" aria-describedby="url-error url-hint" autofocus' : 'aria-describedby="url-hint"'} value="${escapeHtml(v.url)}">
<button type="submit" class="button">Analyze</button>
</div>
<p class="hint" id="url-hint">A host name such as example.com means its https:// page. Free: ${perDay} a day per visitor, shared with the API. An analysis takes 5 to 20 seconds; the report is public.</p>
${modeChoice(v.mode ?? 'static')}
</form>
<h2>What is graded</h2>
<p>Every check looks at what the page really sends: the HTML, its stylesheets and scripts, the response headers, and the site files around it such as robots.txt, the sitemap and security.txt. The same page always gets the same result.</p>
<ul class="cards">
${cards}
</ul>
<h2>How to read the score</h2>
<p>The score is deliberately demanding. Each check carries a weight by impact (critical, serious, moderate or minor), and the share of weight a page earns is put through a curve: a page that earns 85 % of the credit scores 70, which is a good site, and 90 and above is exceptional (the <a href="${escapeHtml(pathOf(urls.scoringDocs))}">scoring method</a> gives the formula). A critical failure, such as a page that is not served over HTTPS, caps its dimension and the overall score. Checks that do not apply to the page, or that need a human to judge, are left out instead of counting against it.</p>
<p>Each report lists the top issues first, then every check grouped by dimension with its outcome, what was found and how to fix it. The <a href="${escapeHtml(pathOf(urls.checksDocs))}">check catalogue</a> explains why each check matters, and the <a href="${escapeHtml(pathOf(urls.leaderboardPage))}">leaderboard</a> shows the best-scoring sites.</p>
<h2>For developers and agents</h2>
<p>Everything the form does is available to programs. The <a href="${escapeHtml(pathOf(urls.apiPage))}">REST API</a> is described by an <a href="${escapeHtml(pathOf(urls.openapi))}">OpenAPI document</a>, AI agents can connect to the <a href="${escapeHtml(pathOf(urls.agentsPage))}">MCP server</a>, and <a href="${escapeHtml(pathOf(urls.llmsTxt))}">llms.txt</a> summarises the service for language models. No account or key is needed; every client shares the same fair daily quota.</p>`;
  return renderPage(
    urls,
    {
      title: v.error ? `Error: ${v.error.title.replace(/\.$/, '')} — pagegrade` : 'pagegrade — grade a web page in eight dimensions',
      description: `pagegrade grades a public web page from 0 to 100 in SEO, AI readiness, performance, accessibility, code, UX, privacy and security with ${checks} checks.`,
      url: urls.home,
      current: 'home',
      graph: [
        {
          '@type': 'WebApplication',
          '@id': `${urls.home}#app`,
          name: 'pagegrade',
          url: urls.home,
          description: `Grades a public web page from 0 to 100, overall and in eight dimensions, from ${checks} deterministic checks.`,
          applicationCategory: 'DeveloperApplication',
          operatingSystem: 'Any',
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          publisher: { '@id': `${urls.home}#organization` },
        },
        {
          '@type': 'WebPage',
          '@id': `${urls.home}#webpage`,
          url: urls.home,
          name: 'Grade a web page',
          isPartOf: { '@id': `${urls.home}#website` },
          about: { '@id': `${urls.home}#app` },
          inLanguage: 'en',
        },
      ],
    },
    main,
  );
}
