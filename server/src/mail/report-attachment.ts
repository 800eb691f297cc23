import type { CheckResult } from '@pagegrade/core';
import { ASSETS } from '../pages/assets.ts';
import { escapeHtml } from '../pages/layout.ts';
import { reportMain, type ReportView } from '../pages/report.ts';

/**
 * The most the attached report may weigh before base64 (a third more on the wire). Mail servers
 * commonly refuse messages over 10–25 MB; 4 MB keeps the whole e-mail well under the smallest of
 * those. A report over it keeps fewer findings per check (the e-mail says so, and the online
 * report has them all).
 */
export const ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;

/** Findings per check kept, largest first, until the attachment fits. */
const FINDINGS_STEPS = [Infinity, 50, 20, 5, 1];

export interface ReportAttachment {
  filename: string;
  html: string;
  bytes: number;
  /** Findings per check kept when the report was cut to fit, or null when it is complete. */
  findingsPerCheck: number | null;
}

/** The checks with at most `n` findings each; the rest are counted as not kept, as the report already words it. */
function keepFindings(checks: readonly CheckResult[], n: number): CheckResult[] {
  if (n === Infinity) return [...checks];
  return checks.map((c) => (c.findings.length <= n ? c : { ...c, findings: c.findings.slice(0, n), omittedFindings: (c.omittedFindings ?? 0) + c.findings.length - n }));
}

/**
 * Our own report markup, made to stand alone: links to our pages become absolute (in a file they
 * would point at the disk), and images that would be fetched are replaced by their text
 * alternative, so that opening the file requests nothing. In-page links (#…) stay as they are.
 */
export function standalone(main: string, base: string): string {
  return main
    .replace(/\s(href|action)="\/(?!\/)/g, (_, attr: string) => ` ${attr}="${base}/`)
    .replace(/<source\b[^>]*>/gi, '')
    .replace(/<img\b[^>]*>/gi, (tag) => {
      if (/\ssrc="data:/i.test(tag)) return tag;
      const alt = /\salt="([^"]*)"/i.exec(tag)?.[1] ?? '';
      return alt ? `<span class="muted">[${alt}]</span>` : '';
    });
}

/**
 * The complete report as one self-contained HTML file: the report's own content with the site's
 * stylesheet inlined in a <style> element, no script, nothing to fetch; it opens offline in any
 * browser. When the report is over ATTACHMENT_MAX_BYTES the findings of each check are cut to fewer.
 */
export function reportAttachment(v: ReportView, base: string): ReportAttachment {
  const s = v.analysis.summary;
  const css = ASSETS.stylesheet().body.toString('utf8');
  const name = s.title?.trim() || s.url;
  let last: ReportAttachment | null = null;
  for (const n of FINDINGS_STEPS) {
    const view: ReportView = { ...v, emailForm: '', analysis: { ...v.analysis, checks: keepFindings(v.analysis.checks, n) } };
    const cut = n === Infinity ? '' : `<p class="alert">This file keeps the first ${n} finding${n === 1 ? '' : 's'} of each check to stay small enough for e-mail; the online report lists every finding.</p>\n`;
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(`${name} — pagegrade report`)}</title>
<style>${css}</style>
</head>
<body>
<header class="site-header"><div class="wrap"><p class="brand">pagegrade</p></div></header>
<main id="main" class="wrap">
${cut}${standalone(reportMain(view), base)}
<p class="muted">The complete pagegrade report of ${escapeHtml(s.url)}, as analysed on ${escapeHtml(v.analysis.createdAt.slice(0, 10))}. This file needs no connection; the report is also online at <a href="${escapeHtml(v.url)}">${escapeHtml(v.url)}</a>.</p>
</main>
</body>
</html>
`;
    const bytes = Buffer.byteLength(html);
    last = { filename: `pagegrade-report-${s.id}.html`, html, bytes, findingsPerCheck: n === Infinity ? null : n };
    if (bytes <= ATTACHMENT_MAX_BYTES) break;
  }
  return last!;
}
