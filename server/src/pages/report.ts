import { DIMENSIONS, DIMENSION_LABELS, type CheckResult, type Finding, type Outcome, type Rule } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import type { StoredAnalysis } from '../store/types.ts';
import { escapeHtml, pathOf, renderPage, richText } from './layout.ts';
import { gradeClass } from './grades.ts';

export const OUTCOME_LABEL: Record<Outcome, string> = { pass: 'Pass', fail: 'Fail', warn: 'Warning', 'not-applicable': 'Not applicable', 'needs-review': 'Needs review', error: 'Could not run' };

export interface ReportView {
  urls: ServiceUrls;
  analysis: StoredAnalysis;
  /** The rules by id, for each check's fix. */
  rules: ReadonlyMap<string, Rule>;
  /** The page's own absolute URL. */
  url: string;
  badge: { width: number; height: number } | null;
}

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function findingText(f: Finding): string {
  return f.selector ? `${f.detail} (${f.selector})` : f.line ? `${f.detail} (line ${f.line})` : f.detail;
}

/** What a check found, in one run of text: the first three findings and how many more. */
function findings(c: CheckResult): string {
  const shown = c.findings.slice(0, 3).map((f) => clip(findingText(f), 300));
  const more = c.findings.length - shown.length + (c.omittedFindings ?? 0);
  return escapeHtml(shown.join(' · ') + (more > 0 ? ` · and ${more} more` : ''));
}

function docsLink(urls: ServiceUrls, c: CheckResult): string {
  return `<a href="${escapeHtml(pathOf(urls.checksDocs))}#${encodeURIComponent(c.id)}">${escapeHtml(c.title)}</a>`;
}

// Two elements a check at most (the item and its link): a report lists all ~450 checks, and the
// page has to stay light enough for the performance checks we grade others by.
function attentionItem(v: ReportView, c: CheckResult): string {
  const fix = v.rules.get(c.id)?.fix;
  const found = findings(c);
  const cls = c.outcome === 'fail' ? 'fail' : c.outcome === 'warn' ? 'warn' : 'review';
  return `<li class="${cls}">${docsLink(v.urls, c)} — ${OUTCOME_LABEL[c.outcome]}, ${c.impact} impact.${found ? ` Found: ${found}` : ''}${fix && (c.outcome === 'fail' || c.outcome === 'warn') ? ` Fix: ${richText(fix)}` : ''}</li>`;
}

const IMPACT_ORDER = ['critical', 'serious', 'moderate', 'minor'] as const;

/**
 * Passed and not-applicable checks as runs of links, one paragraph per impact: one element per
 * check, and never more than the largest impact group of a dimension (48) in one parent. What
 * each check found is the link's title.
 */
function compactGroup(v: ReportView, label: string, checks: CheckResult[]): string {
  if (checks.length === 0) return '';
  return IMPACT_ORDER.map((impact) => {
    const some = checks.filter((c) => c.impact === impact);
    if (some.length === 0) return '';
    const links = some.map((c) => {
      const f = c.findings[0];
      return `<a href="${escapeHtml(pathOf(v.urls.checksDocs))}#${encodeURIComponent(c.id)}"${f ? ` title="${escapeHtml(clip(findingText(f), 200))}"` : ''}>${escapeHtml(c.title)}</a>`;
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
function borrowedGroup(v: ReportView, key: (typeof DIMENSIONS)[number]): string {
  const ids = new Set(v.analysis.checks.map((c) => c.id));
  const borrowed = v.analysis.checks.filter((c) => {
    if (c.dimension === key) return false;
    const rule = v.rules.get(c.id);
    return rule !== undefined && rule.id === c.id && rule.alsoScores?.some((a) => a.dimension === key) === true && !(rule.formerIds ?? []).some((id) => ids.has(id));
  });
  if (borrowed.length === 0) return '';
  const links = borrowed.map(
    (c) => `<a href="${escapeHtml(pathOf(v.urls.checksDocs))}#${encodeURIComponent(c.id)}">${escapeHtml(c.title)}</a> (${escapeHtml(DIMENSION_LABELS[c.dimension])}, ${OUTCOME_LABEL[c.outcome].toLowerCase()})`,
  );
  return `<p class="compact">Counted here too (${borrowed.length}): ${links.join(' · ')}</p>`;
}

function dimensionSection(v: ReportView, key: (typeof DIMENSIONS)[number]): string {
  const d = v.analysis.summary.dimensions.find((x) => x.key === key);
  const checks = v.analysis.checks.filter((c) => c.dimension === key);
  const by = (...o: Outcome[]) => checks.filter((c) => o.includes(c.outcome));
  const attention = by('fail', 'warn', 'needs-review', 'error');
  const heading = d ? `${escapeHtml(d.label)}: ${d.score}, grade <span class="grade ${gradeClass(d.grade)}">${escapeHtml(d.grade)}</span>` : escapeHtml(DIMENSION_LABELS[key]);
  return `<section class="dimension" id="dimension-${key}" aria-labelledby="heading-${key}">
<h3 id="heading-${key}">${heading}</h3>
${d?.summary ? `<p class="muted">${escapeHtml(d.summary)}</p>` : ''}
${attention.length ? `<ul class="checks">\n${attention.map((c) => attentionItem(v, c)).join('\n')}\n</ul>` : '<p>Nothing failed or needs a look in this dimension.</p>'}
${compactGroup(v, 'Passed', by('pass'))}
${compactGroup(v, 'Not applicable', by('not-applicable'))}
${borrowedGroup(v, key)}
</section>`;
}

export function reportHtml(v: ReportView): string {
  const { urls, analysis } = v;
  const s = analysis.summary;
  const name = s.title?.trim() || s.url;
  const host = (() => {
    try {
      return new URL(s.url).host;
    } catch {
      return s.url;
    }
  })();
  const cards = s.dimensions
    .map(
      (d) =>
        `<li><h3><a href="#dimension-${d.key}">${escapeHtml(d.label)}</a></h3><p class="card-score">${d.score}<span class="grade ${gradeClass(d.grade)}">${escapeHtml(d.grade)}</span></p><p class="muted">${escapeHtml(d.summary)}</p></li>`,
    )
    .join('\n');
  const issues = s.topIssues
    .map((i) => `<li><a href="${escapeHtml(pathOf(urls.checksDocs))}#${encodeURIComponent(i.check)}">${escapeHtml(i.title)}</a> — ${escapeHtml(DIMENSION_LABELS[i.dimension])}, ${i.impact} impact.${i.detail ? ` ${escapeHtml(clip(i.detail, 400))}` : ''}</li>`)
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
      ? `<h2>Badge</h2>
<p>Show this grade on the site or in its README. The badge links to this report.</p>
<img class="badge-preview" loading="lazy" src="${escapeHtml(pathOf(s.badgeUrl))}" alt="pagegrade: ${s.score} ${escapeHtml(s.grade)}" width="${v.badge.width}" height="${v.badge.height}">
<pre><code>[![pagegrade ${s.score} ${escapeHtml(s.grade)}](${escapeHtml(s.badgeUrl)})](${escapeHtml(v.url)})</code></pre>`
      : '';
  const main = `<h1>${escapeHtml(name)}</h1>
<p class="lead">This is the pagegrade report for <a href="${escapeHtml(s.url)}" rel="ugc">${escapeHtml(s.url)}</a>, analyzed on <time datetime="${escapeHtml(created)}">${escapeHtml(day)}</time> with ${analysis.checks.length} checks in eight dimensions. It lists the issues that cost the most points first, then every check with its outcome, what it found and how to fix it.</p>
<p class="verdict">Overall score <strong class="score">${s.score}</strong>, grade <strong class="grade ${gradeClass(s.grade)}">${escapeHtml(s.grade)}</strong>.</p>
${caps}
<p class="muted">${escapeHtml(s.scoringNote)}</p>
<h2 id="dimensions">Dimensions</h2>
<ul class="cards">
${cards}
</ul>
<h2>Top issues</h2>
${issues ? `<ol class="issues">\n${issues}\n</ol>` : '<p>No check failed or warned. Well done.</p>'}
<h2>Every check</h2>
<p>Checks are grouped by dimension. Each title links to its documentation: what it checks, why it matters and how to fix it.</p>
${DIMENSIONS.map((d) => dimensionSection(v, d)).join('\n')}
${badge}
<h2>Analyze again</h2>
<p>Fixed something? <a href="${escapeHtml(pathOf(urls.home))}">Analyze the page again</a> for a new report; this one stays available at its address.</p>`;
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
