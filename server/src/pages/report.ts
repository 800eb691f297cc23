import { DIMENSIONS, DIMENSION_LABELS, gains, type AnalysisMode, type CheckResult, type DimensionKey, type Finding, type Gain, type Outcome, type Rule, type ScoringMeta } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import type { SiteAnalysis, StoredAnalysis } from '../store/types.ts';
import { escapeHtml, pathOf, renderPage, richText } from './layout.ts';
import { checkDocsUrl } from '../search/documents.ts';
import { gradeClass } from './grades.ts';
import { referencesOf } from './references.ts';
import { fetchSummary, formatBytes, type FetchSummary } from './fetch-summary.ts';
import { historyChart, historyTable, siteHasOtherPages } from './history.ts';
import { NO_FILTER, filterNav, reportScript, type ReportFilter } from './report-nav.ts';
import type { EvidenceView } from './evidence.ts';
import { dimensionBars, fixFirstHtml, fixWorth, reportPlan } from './report-plan.ts';

export const OUTCOME_LABEL: Record<Outcome, string> = { pass: 'Pass', fail: 'Fail', warn: 'Warning', 'not-applicable': 'Not applicable', 'needs-review': 'Needs review', error: 'Could not run' };

export interface ReportView {
  urls: ServiceUrls;
  analysis: StoredAnalysis;
  /** The rules by id (former ids included), for each check's why, fix and references. */
  rules: ReadonlyMap<string, Rule>;
  /** The scoring metadata of the current rules, for what each failing check costs. */
  meta: ReadonlyMap<string, ScoringMeta>;
  /** The page's own absolute URL. */
  url: string;
  badge: { width: number; height: number } | null;
  /** The stored fetch record (HAR without bodies), or null for analyses stored without one. */
  har: string | null;
  /** The page's analyses (its analysed address), newest first (this one among them). */
  history: readonly SiteAnalysis[];
  /** The site's analyses (every page of its host), newest first. */
  siteHistory: readonly SiteAnalysis[];
  /** The badge that follows the site's latest analysis, when the page has a host. */
  siteBadgeUrl: string | null;
  /** The e-mail request form, or '' when e-mail is not configured. */
  emailForm: string;
  /** Which checks "Every check" lists; all by default. */
  filter?: ReportFilter;
  /** A rendered analysis's screenshot, lab figures and element thumbnails; absent for a static one. */
  evidence?: EvidenceView | null;
}

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function findingText(f: Finding): string {
  return f.selector ? `${f.detail} (${f.selector})` : f.line ? `${f.detail} (line ${f.line})` : f.detail;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The anchor of a check's entry in this report. */
function checkAnchor(id: string): string {
  return `check-${id}`;
}

function gainText(g: Gain | undefined, dimension: DimensionKey): string {
  if (!g) return '';
  if (g.overall === 0 && g.dimension === 0) return 'fixing it alone moves no score by a whole point';
  return `fixing it: +${g.overall} overall, +${g.dimension} ${DIMENSION_LABELS[dimension]}`;
}

/** A check's fix in one paragraph, for the top issues; empty when its rule is not known any more. */
function howToFix(v: ReportView, c: CheckResult): string {
  const fix = v.rules.get(c.id)?.fix;
  return fix ? `<br><span class="how">How to fix: ${richText(fix)}</span>` : '';
}

/** Where a finding is: the element, its position in the page's HTML, and the fetched file it is in. */
function where(f: Finding): string {
  const parts: string[] = [];
  if (f.selector) parts.push(`<code>${escapeHtml(f.selector)}</code>`);
  if (f.file) {
    const pos = f.file.line ? ` line ${f.file.line}${f.file.column ? `, column ${f.file.column}` : ''}` : '';
    parts.push(`in <a href="${escapeHtml(f.file.url)}" rel="ugc nofollow">${escapeHtml(f.file.url)}</a>${pos}`);
  } else if (f.line) {
    parts.push(`line ${f.line}${f.column ? `, column ${f.column}` : ''} of the page's HTML`);
  }
  return parts.length ? `<span class="where">${parts.join(' · ')}</span> ` : '';
}

function findingItem(f: Finding, evidence?: EvidenceView | null): string {
  // The detail of a finding in a fetched file repeats the file and position the line above gives.
  const detail = f.file ? f.detail.replace(/ \((?:[^()]|\([^()]*\))*\)$/, '') : f.detail;
  return `<li>${where(f)}${escapeHtml(detail)}${evidence?.thumbnail(f) ?? ''}${f.snippet ? `<pre>${escapeHtml(f.snippet)}</pre>` : ''}</li>`;
}

function references(v: ReportView, c: CheckResult): string {
  const docs = `<a href="${escapeHtml(pathOf(checkDocsUrl(v.urls, c.id)))}">the check's documentation</a>`;
  const refs = referencesOf(c.tags, c.dimension).map((r) => `<a href="${escapeHtml(r.href)}">${escapeHtml(r.label)}</a>`);
  return `<p class="refs">Read more: ${[docs, ...refs].join(' · ')}</p>`;
}

/**
 * A check that did not pass, as a disclosure: its summary line says what it is, what it costs and
 * how many findings it has; opened, why it matters, how to fix it, references, and every finding
 * with where it is and the code around it.
 */
function checkDetails(v: ReportView, c: CheckResult, gain: Gain | undefined): string {
  const rule = v.rules.get(c.id);
  const total = c.findings.length + (c.omittedFindings ?? 0);
  const cls = c.outcome === 'fail' ? 'fail' : c.outcome === 'warn' ? 'warn' : 'review';
  const facts = [`${c.impact} impact`, plural(total, 'finding')];
  const cost = gainText(gain, c.dimension);
  if (cost) facts.push(cost);
  const failing = c.outcome === 'fail' || c.outcome === 'warn';
  const body = [
    rule?.why ? `<p><strong>Why it matters:</strong> ${richText(rule.why)}</p>` : '',
    rule?.fix && failing ? `<p><strong>How to fix:</strong> ${richText(rule.fix)}</p>` : '',
    references(v, c),
    c.findings.length ? `<ol class="findings">\n${c.findings.map((f) => findingItem(f, v.evidence)).join('\n')}\n</ol>` : '',
    c.omittedFindings ? `<p class="muted">${plural(c.omittedFindings, 'more finding was', 'more findings were')} counted on the page but not kept: a check keeps its first ${c.findings.length}.</p>` : '',
  ].filter(Boolean);
  return `<details class="check ${cls}" id="${escapeHtml(checkAnchor(c.id))}"><summary><span class="outcome">${OUTCOME_LABEL[c.outcome]}:</span> ${escapeHtml(c.title)} <span class="muted">(${escapeHtml(facts.join(', '))})</span></summary>
${body.join('\n')}
</details>`;
}

const IMPACT_ORDER = ['critical', 'serious', 'moderate', 'minor'] as const;
const ATTENTION_ORDER: Outcome[] = ['fail', 'warn', 'needs-review', 'error'];

/** Passed and not-applicable checks as runs of links, one paragraph per impact; what each found is the link's title. */
function compactGroup(v: ReportView, label: string, checks: CheckResult[]): string {
  if (checks.length === 0) return '';
  return IMPACT_ORDER.map((impact) => {
    const some = checks.filter((c) => c.impact === impact);
    if (some.length === 0) return '';
    const links = some.map((c) => {
      const f = c.findings[0];
      return `<a href="${escapeHtml(pathOf(checkDocsUrl(v.urls, c.id)))}"${f ? ` title="${escapeHtml(clip(findingText(f), 200))}"` : ''}>${escapeHtml(c.title)}</a>`;
    });
    return `<p class="compact">${label}, ${impact} impact (${some.length}): ${links.join(' · ')}</p>`;
  }).join('\n');
}

/**
 * Checks of other dimensions that this one counts too (their rules' `alsoScores`): explained
 * under their own dimension, named here with their outcome, so the section adds up to its
 * summary. An analysis stored before a merge holds the former check itself, listed as its own,
 * and borrows nothing.
 */
function borrowedGroup(v: ReportView, key: DimensionKey): string {
  const ids = new Set(v.analysis.checks.map((c) => c.id));
  const borrowed = v.analysis.checks.filter((c) => {
    if (c.dimension === key) return false;
    const rule = v.rules.get(c.id);
    return rule !== undefined && rule.id === c.id && rule.alsoScores?.some((a) => a.dimension === key) === true && !(rule.formerIds ?? []).some((id) => ids.has(id));
  });
  if (borrowed.length === 0) return '';
  const links = borrowed.map(
    (c) => `<a href="${escapeHtml(pathOf(checkDocsUrl(v.urls, c.id)))}">${escapeHtml(c.title)}</a> (${escapeHtml(DIMENSION_LABELS[c.dimension])}, ${OUTCOME_LABEL[c.outcome].toLowerCase()})`,
  );
  return `<p class="compact">Counted here too (${borrowed.length}): ${links.join(' · ')}</p>`;
}

function dimensionSection(v: ReportView, key: DimensionKey, costs: ReadonlyMap<string, Gain>, only: Outcome | null = null): string {
  const d = v.analysis.summary.dimensions.find((x) => x.key === key);
  const checks = v.analysis.checks.filter((c) => c.dimension === key);
  const all = (...o: Outcome[]) => checks.filter((c) => o.includes(c.outcome));
  // Filtered by outcome, the counts still say the whole dimension; only the lists are filtered.
  const by = (...o: Outcome[]) => all(...o).filter((c) => !only || c.outcome === only);
  // Within each outcome, the checks that would gain the dimension most come first, then by impact.
  const rank = (c: CheckResult) => costs.get(c.id)?.dimension ?? 0;
  const attention = ATTENTION_ORDER.flatMap((o) =>
    by(o).sort((a, b) => rank(b) - rank(a) || IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
  const counts = ATTENTION_ORDER.map((o) => [o, all(o).length] as const)
    .filter(([, n]) => n > 0)
    .map(([o, n]) => `${n} ${OUTCOME_LABEL[o].toLowerCase()}`);
  const passed = by('pass');
  const na = by('not-applicable');
  const heading = d ? `${escapeHtml(d.label)}: ${d.score}, grade <span class="grade ${gradeClass(d.grade)}">${escapeHtml(d.grade)}</span>` : escapeHtml(DIMENSION_LABELS[key]);
  const rest = passed.length + na.length;
  const nothing = only ? `<p>No check of this dimension has the outcome “${escapeHtml(OUTCOME_LABEL[only])}”.</p>` : '<p>Nothing failed or needs a look in this dimension.</p>';
  const intro = `<p>${counts.join(', ')}; ${all('pass').length} passed, ${all('not-applicable').length} not applicable. Open a check for why it matters, how to fix it and every finding.</p>`;
  // Filtered to passed or not applicable checks, their list is what was asked for: open.
  const restOpen = only === 'pass' || only === 'not-applicable' ? ' open' : '';
  return `<section class="dimension" id="dimension-${key}" aria-labelledby="heading-${key}">
<h3 id="heading-${key}">${heading}</h3>
${d?.summary ? `<p class="muted">${escapeHtml(d.summary)}</p>` : ''}
${attention.length ? `${intro}\n${attention.map((c) => checkDetails(v, c, costs.get(c.id))).join('\n')}` : rest && restOpen ? '' : nothing}
${rest ? `<details class="rest"${restOpen}><summary>Passed (${passed.length}) and not applicable (${na.length})</summary>\n${compactGroup(v, 'Passed', passed)}\n${compactGroup(v, 'Not applicable', na)}\n</details>` : ''}
${borrowedGroup(v, key)}
</section>`;
}

/** Checks that were not judged on this page, grouped by the reason many of them share. */
function notJudged(checks: readonly CheckResult[]): string {
  const errors = checks.filter((c) => c.outcome === 'error');
  const byReason = new Map<string, number>();
  for (const c of checks) {
    const reason = c.findings[0]?.detail;
    if (c.outcome === 'not-applicable' && reason) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  // A reason shared by several checks is about the snapshot (no headers, no HTTPS, a file not
  // fetched), not about one check; those are what a person needs to know.
  const shared = [...byReason].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const items = [
    ...errors.map((c) => `<li><a href="#${escapeHtml(checkAnchor(c.id))}">${escapeHtml(c.title)}</a> could not run: ${escapeHtml(c.findings[0]?.detail ?? 'no reason was recorded')}</li>`),
    ...shared.map(([reason, n]) => `<li>${plural(n, 'check was', 'checks were')} not applicable: ${escapeHtml(reason)}</li>`),
  ];
  return items.length ? `<ul>\n${items.join('\n')}\n</ul>` : '<p>Every check could run.</p>';
}

/** How the page was read, in the report's words: results of the two modes are never mistaken for each other. */
export function modePhrase(mode: AnalysisMode | undefined): string {
  return mode === 'rendered' ? 'as rendered in Chromium (after its scripts ran)' : 'as served (the HTML the server sent, no scripts run)';
}

function howAnalysed(v: ReportView, reportPath: string, fetched: FetchSummary | null): string {
  const a = v.analysis;
  const notes = (a.summary.notes ?? []).map((n) => `<li>${escapeHtml(n)}</li>`).join('\n');
  const downloads = [`<a href="${escapeHtml(reportPath)}.json" download>the result as JSON</a> (summary and every check with its findings)`];
  if (v.har) downloads.push(`<a href="${escapeHtml(reportPath)}.har" download>the snapshot as HAR</a> (every request and response, without bodies)`);
  let fetchPart: string;
  if (fetched) {
    const hops = fetched.redirects.map((r) => `<li>${r.status} from <span class="url-inline">${escapeHtml(r.url)}</span></li>`).join('\n');
    const resources = fetched.resources
      .map((r) => {
        const size = r.bytes !== null ? `, ${formatBytes(r.bytes)}${r.truncated ? ' (cut at the size limit)' : ''}` : '';
        const state = r.error ? `not fetched: ${escapeHtml(r.error)}` : `${r.status || '—'}${size}`;
        return `<li><span class="muted">${escapeHtml(r.role)}</span> <span class="url-inline">${escapeHtml(r.url)}</span> — ${state}</li>`;
      })
      .join('\n');
    fetchPart = `<p>Asked for <span class="url-inline">${escapeHtml(fetched.requestedUrl)}</span>; analysed <span class="url-inline">${escapeHtml(fetched.finalUrl)}</span>${fetched.status ? `, which answered ${fetched.status}` : ''}${fetched.tls ? ` over ${escapeHtml(fetched.tls)}` : ''}.</p>
${hops ? `<p>Redirects followed:</p>\n<ol>\n${hops}\n</ol>` : '<p>No redirects.</p>'}
${fetched.limitsHit.length ? `<p>Limits reached while fetching: ${escapeHtml(fetched.limitsHit.join(', '))}.</p>` : ''}
<details><summary>${plural(fetched.resources.length, 'resource')} fetched</summary>
<ul class="resources">
${resources}
</ul>
</details>
<p class="muted">Analysed by ${escapeHtml(fetched.engine)} with ${a.checks.length} checks.</p>`;
  } else {
    fetchPart = `<p>Analysed <span class="url-inline">${escapeHtml(a.summary.url)}</span> (asked for <span class="url-inline">${escapeHtml(a.requestedUrl)}</span>) with ${a.checks.length} checks. This analysis was stored before the fetch record was kept, so its requests are not listed.</p>`;
  }
  return `<h2 id="how">How this page was analysed</h2>
${fetchPart}
${notes ? `<ul>\n${notes}\n</ul>` : ''}
<h3>Checks that were not judged</h3>
${notJudged(a.checks)}
<h3>Downloads</h3>
<ul>
${downloads.map((d) => `<li>${d}</li>`).join('\n')}
</ul>`;
}

function historySection(v: ReportView): string {
  const site = v.siteBadgeUrl
    ? `<p>The site badge always shows the site's latest analysis:</p>
<pre><code>[![pagegrade](${escapeHtml(v.siteBadgeUrl)})](${escapeHtml(v.urls.home)})</code></pre>`
    : '';
  const input = { page: v.history, site: v.siteHistory, current: v.analysis.summary.id };
  const withSite = siteHasOtherPages(input);
  const others = v.history.filter((h) => h.analysisId !== v.analysis.summary.id);
  if (others.length === 0 && !withSite) return site ? `<h2 id="history">History</h2>\n<p>This is the first analysis of this page kept here.</p>\n${site}` : '';
  const counted = `${plural(v.history.length, 'analysis', 'analyses')} of this page${withSite ? ` and ${plural(v.siteHistory.length, 'analysis', 'analyses')} of its site (every page of its host)` : ''}`;
  return `<h2 id="history">History</h2>
<p>${counted} are kept here.</p>
${historyChart(input)}
${historyTable(input, (id) => `/report/${encodeURIComponent(id)}`)}
${site}`;
}

/** The home page with the form filled in for the same page and mode. */
function againHref(urls: ServiceUrls, url: string, mode: AnalysisMode | undefined): string {
  const q = new URLSearchParams({ url });
  if (mode === 'rendered') q.set('mode', 'rendered');
  return `${pathOf(urls.home)}?${q}`;
}

/** The report's own content (the page's <main>), also the body of the report attached to its e-mail. */
export function reportMain(v: ReportView): string {
  const { urls, analysis } = v;
  const s = analysis.summary;
  const name = s.title?.trim() || s.url;
  const reportPath = pathOf(v.url);
  const filter = v.filter ?? NO_FILTER;
  const costs = gains(analysis.checks, v.meta);
  const cards = s.dimensions
    .map(
      (d) =>
        `<li><h3><a href="#dimension-${d.key}">${escapeHtml(d.label)}</a></h3><div class="card-score">${d.score}<span class="grade ${gradeClass(d.grade)}">${escapeHtml(d.grade)}</span></div><p class="muted">${escapeHtml(d.summary)}</p></li>`,
    )
    .join('\n');
  // The top issues in the order of the plan of fixes, re-computed from the checks so that reports
  // of analyses stored before the plan existed follow it too.
  const { plan, fixes } = reportPlan(analysis.checks, v.meta);
  const stored = new Map(s.topIssues.map((i) => [i.check, i]));
  const issues = fixes
    .map((f) => {
      const detail = stored.get(f.check.id)?.detail ?? (f.check.findings[0] ? findingText(f.check.findings[0]) : '');
      return `<li><a href="#${escapeHtml(checkAnchor(f.check.id))}">${escapeHtml(f.title)}</a> — ${escapeHtml(DIMENSION_LABELS[f.check.dimension])}, ${f.check.impact} impact; <strong>${escapeHtml(fixWorth(f))}</strong>, then ${f.step.score} (${escapeHtml(f.step.grade)}).${detail ? ` ${escapeHtml(clip(detail, 400))}` : ''}${howToFix(v, f.check)}</li>`;
    })
    .join('\n');
  const caps = s.caps.length
    ? `<p>Limits applied by critical failures:</p>\n<ul>\n${s.caps
        .map((c) => `<li>${c.scope === 'overall' ? 'The overall score' : escapeHtml(DIMENSION_LABELS[c.dimension])} is at most ${c.max}: ${escapeHtml(c.reason)}</li>`)
        .join('\n')}\n</ul>`
    : '';
  const created = analysis.createdAt;
  const day = created.slice(0, 10);
  const badge =
    v.badge && s.badgeUrl
      ? `<h2 id="badge">Badge</h2>
<p>Show this grade on the site or in its README. The badge links to this report.</p>
<img class="badge-preview" loading="lazy" src="${escapeHtml(pathOf(s.badgeUrl))}" alt="pagegrade: ${s.score} ${escapeHtml(s.grade)}" width="${v.badge.width}" height="${v.badge.height}">
<pre><code>[![pagegrade ${s.score} ${escapeHtml(s.grade)}](${escapeHtml(s.badgeUrl)})](${escapeHtml(v.url)})</code></pre>`
      : '';
  const fetched = v.har ? fetchSummary(v.har) : null;
  const main = `<h1 class="report-title">${escapeHtml(name)}</h1>
<div class="first-screen">
<div class="overview">
<p class="verdict">Overall <strong class="score">${s.score}</strong> <strong class="grade ${gradeClass(s.grade)}">${escapeHtml(s.grade)}</strong></p>
<p class="muted when">Analysed <time datetime="${escapeHtml(created)}">${escapeHtml(day)}</time>, ${s.mode === 'rendered' ? 'rendered in Chromium' : 'as served'}</p>
${dimensionBars(s.dimensions)}
</div>
${fixFirstHtml(plan, fixes, checkAnchor)}
</div>
<p class="lead">This is the pagegrade report for <a href="${escapeHtml(s.url)}" rel="ugc">${escapeHtml(s.url)}</a>, analyzed on <time datetime="${escapeHtml(created)}">${escapeHtml(day)}</time> ${modePhrase(s.mode)} with ${analysis.checks.length} checks in eight dimensions. It starts with the fixes that gain the most, in the order to make them, then every check with its outcome, every finding and how to fix it.</p>
${caps}
<p class="muted">${escapeHtml(s.scoringNote)}</p>${v.evidence ? `\n${v.evidence.section()}` : ''}
<h2 id="top-issues">Top issues</h2>
${issues ? `<p>In the order to fix them: each is the fix that adds the most to the overall score once the ones before it are done, so a fix that lifts a cap comes before the fixes the cap holds down. Each score is the analysis re-scored with that fix and every one before it made.</p>\n<ol class="issues">\n${issues}\n</ol>` : '<p>No check failed or warned. Well done.</p>'}
<h2 id="dimensions">Dimensions</h2>
<ul class="cards">
${cards}
</ul>
<h2 id="checks">Every check</h2>
<p>Checks are grouped by dimension, failures first. Each one opens to why it matters, how to fix it, references, and every finding with where it is on the page and the code around it.</p>
${filterNav(analysis.checks, filter, reportPath)}
${DIMENSIONS.filter((d) => !filter.dimension || filter.dimension === d).map((d) => dimensionSection(v, d, costs, filter.outcome)).join('\n')}
${v.emailForm}
${howAnalysed(v, reportPath, fetched)}
${historySection(v)}
${badge}
<h2 id="again">Analyze again</h2>
<p>Fixed something? <a href="${escapeHtml(againHref(urls, s.url, s.mode))}">Analyze ${escapeHtml(clip(s.url, 80))} again</a> for a new report, the same way (${escapeHtml(s.mode === 'rendered' ? 'rendered' : 'as served')}); this one stays available at its address.</p>`;
  return main;
}

export function reportHtml(v: ReportView): string {
  const { urls, analysis } = v;
  const s = analysis.summary;
  const name = s.title?.trim() || s.url;
  const created = analysis.createdAt;
  const host = (() => {
    try {
      return new URL(s.url).host;
    } catch {
      return s.url;
    }
  })();
  // The script that opens a top issue's check is the page's, not the e-mailed copy's.
  const main = `${reportMain(v)}\n${reportScript()}`;
  return renderPage(
    urls,
    {
      title: `${clip(name, 70)} — pagegrade report`,
      description: clip(`Score ${s.score}/100, grade ${s.grade}, for ${host}: ${analysis.checks.length} checks in eight dimensions, the top issues and how to fix them.`, 160),
      url: v.url,
      current: null,
      graph: [
        {
          '@type': 'WebPage',
          '@id': `${v.url}#webpage`,
          url: v.url,
          name: `pagegrade report: ${clip(name, 100)}`,
          dateCreated: created,
          inLanguage: 'en',
          isPartOf: { '@id': `${urls.home}#website` },
          about: { '@type': 'WebPage', url: s.url, ...(s.title ? { name: s.title } : {}) },
        },
      ],
    },
    main,
  );
}
