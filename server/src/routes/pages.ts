import Router from '@koa/router';
import { createHash } from 'node:crypto';
import { DIMENSIONS, DIMENSION_LABELS, PagegradeError, catalogue, type AnalysisSummary, type CheckResult, type Rule } from '@pagegrade/core';
import type { AnalysisStore } from '../store/types.ts';
import { idParams, validate } from '../http/validate.ts';
import type { Leaderboard } from '../service/leaderboard.ts';


export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Badge colours by grade family. */
export function gradeColour(grade: string): string {
  if (grade.startsWith('A')) return '#2e7d32';
  if (grade.startsWith('B')) return '#558b2f';
  if (grade.startsWith('C')) return '#f9a825';
  if (grade.startsWith('D')) return '#ef6c00';
  return '#c62828';
}

export function badgeSvg(score: number, grade: string): string {
  const label = 'pagegrade';
  const value = `${score} ${grade}`;
  // Verdana 11px averages about 6.5 px a character.
  const lw = Math.round(label.length * 6.5 + 12);
  const vw = Math.round(value.length * 7 + 12);
  const w = lw + vw;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${label}: ${value}"><title>${label}: ${value}</title><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${vw}" height="20" fill="${gradeColour(grade)}"/><g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11"><text x="${lw / 2}" y="14">${label}</text><text x="${lw + vw / 2}" y="14">${escapeHtml(value)}</text></g></svg>`;
}

const OUTCOME_LABEL: Record<string, string> = { pass: 'Pass', fail: 'Fail', warn: 'Warning', 'not-applicable': 'Not applicable', 'needs-review': 'Needs review', error: 'Could not run' };

function reportHtml(s: AnalysisSummary, checks: CheckResult[], fixes: ReadonlyMap<string, string>): string {
  const dims = s.dimensions.map((d) => `<tr><th scope="row">${escapeHtml(d.label)}</th><td>${d.score}</td><td>${escapeHtml(d.grade)}</td><td>${escapeHtml(d.summary ?? '')}</td></tr>`).join('');
  const issues = s.topIssues.map((i) => `<li><strong>${escapeHtml(i.title)}</strong>${i.detail ? `<br><span>${escapeHtml(i.detail)}</span>` : ''}</li>`).join('');
  const rows = checks
    .map((c) => {
      const failing = c.outcome === 'fail' || c.outcome === 'warn';
      const fix = failing && fixes.get(c.id) ? `<br><small><em>Fix:</em> ${escapeHtml(fixes.get(c.id)!)}</small>` : '';
      return `<tr><td><a href="/docs/checks#${encodeURIComponent(c.id)}">${escapeHtml(c.id)}</a></td><td>${OUTCOME_LABEL[c.outcome]}</td><td>${c.impact}</td><td>${escapeHtml(c.title)}${c.findings[0] ? `<br><small>${escapeHtml(c.findings[0].detail)}</small>` : ''}${fix}</td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(s.title ?? s.url)} — pagegrade report</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}</style>
</head><body><main>
<h1>${escapeHtml(s.title ?? s.url)}</h1>
<p><a href="${escapeHtml(s.url)}">${escapeHtml(s.url)}</a></p>
<p>Overall score <strong>${s.score}</strong>, grade <strong>${escapeHtml(s.grade)}</strong>.</p>
<p>${escapeHtml(s.scoringNote ?? '')}</p>
<h2>Dimensions</h2><table><thead><tr><th scope="col">Dimension</th><th scope="col">Score</th><th scope="col">Grade</th><th scope="col">Summary</th></tr></thead><tbody>${dims}</tbody></table>
<h2>Top issues</h2><ol>${issues}</ol>
<h2>Every check</h2><table><thead><tr><th scope="col">Check</th><th scope="col">Outcome</th><th scope="col">Impact</th><th scope="col">Result</th></tr></thead><tbody>${rows}</tbody></table>
</main></body></html>`;
}

/** The check catalogue as a page, one anchor per check id (the report links here). */
function checksHtml(rules: readonly Rule[]): string {
  const entries = catalogue(rules);
  const sections = DIMENSIONS.map((d) => {
    const items = entries
      .filter((e) => e.dimension === d)
      .map(
        (e) =>
          `<section id="${escapeHtml(e.id)}"><h3>${escapeHtml(e.id)}</h3><p><strong>${escapeHtml(e.title)}</strong> · impact ${e.impact}</p><p>${escapeHtml(e.description)}</p><p><em>Why:</em> ${escapeHtml(e.why)}</p><p><em>Fix:</em> ${escapeHtml(e.fix)}</p>${e.tags.length ? `<p><small>Equivalent checks: ${e.tags.map(escapeHtml).join(', ')}</small></p>` : ''}</section>`,
      )
      .join('');
    return `<h2>${escapeHtml(DIMENSION_LABELS[d])}</h2>${items}`;
  }).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Check catalogue — pagegrade</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}section{border-bottom:1px solid #ddd}</style>
</head><body><main><h1>Check catalogue</h1><p>${entries.length} checks.</p>${sections}</main></body></html>`;
}

export function pagesRouter(store: AnalysisStore, rules: readonly Rule[], leaderboard: Leaderboard): Router {
  const router = new Router();
  const checksPage = checksHtml(rules);
  const fixes = new Map(rules.map((r) => [r.id, r.fix]));

  router.get('/leaderboard', (ctx) => {
    const { entries } = leaderboard.page(100, null);
    const rows = entries
      .map((e) => `<tr><td>${e.rank}</td><td><a href="${escapeHtml(e.reportUrl)}">${escapeHtml(e.name)}</a><br><small>${escapeHtml(e.url)}</small></td><td>${e.score}</td><td>${escapeHtml(e.grade)}</td></tr>`)
      .join('');
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leaderboard — pagegrade</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}</style>
</head><body><main><h1>Leaderboard</h1><p>The best-scoring analyzed sites, each with its best analysis. 70 is a good site.</p>
<table><thead><tr><th scope="col">Rank</th><th scope="col">Site</th><th scope="col">Score</th><th scope="col">Grade</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`;
  });

  router.get('/docs/checks', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = checksPage;
  });

  router.get('/report/:id', validate({ params: idParams('id') }), (ctx) => {
    const a = store.get(ctx.params['id']!);
    if (!a) throw new PagegradeError('not_found', 'No analysis with this id.');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = reportHtml(a.summary, a.checks, fixes);
  });

  router.get('/badge/:file', validate({ params: idParams('file', '\\.svg') }), (ctx) => {
    const id = ctx.params['file']!.replace(/\.svg$/, '');
    const s = store.summary(id);
    if (!s) throw new PagegradeError('not_found', 'No analysis with this id.');
    const svg = badgeSvg(s.score, s.grade);
    ctx.set('ETag', `"${createHash('sha256').update(svg).digest('base64url').slice(0, 16)}"`);
    // An analysis never changes, so the badge may be cached; a day keeps it cheap to serve.
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
  });

  return router;
}
