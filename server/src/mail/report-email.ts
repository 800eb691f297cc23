import { DIMENSION_LABELS, type AnalysisSummary } from '@pagegrade/core';
import { escapeHtml } from '../pages/layout.ts';
import { gradeColour } from '../pages/grades.ts';

export interface ReportEmail {
  subject: string;
  text: string;
  html: string;
}

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** Header text from a page's title: one line, no control characters, bounded. */
function oneLine(s: string, max: number): string {
  return clip(s.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim(), max);
}

function worth(gain: { overall: number; dimension: number } | undefined, dimension: string): string {
  return gain ? `fixing it: +${gain.overall} overall, +${gain.dimension} ${dimension}` : '';
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
// Long addresses and selectors wrap anywhere rather than widen the e-mail on a phone.
const CELL = `${FONT}font-size:15px;line-height:1.5;color:#1f2937;overflow-wrap:anywhere;word-break:break-word;`;

function chip(grade: string): string {
  return `<span style="${FONT}display:inline-block;padding:2px 8px;border-radius:6px;background:${gradeColour(grade)};color:#ffffff;font-weight:bold;">${escapeHtml(grade)}</span>`;
}

/**
 * The full report by e-mail: the score, the grade of each dimension, the top issues with what
 * fixing each is worth, and the link to the report. Two parts that say the same: plain text, and
 * HTML built for mail clients as they are — tables for layout, inline styles only, no external
 * stylesheet, image or script, so it reads the same in webmail, Outlook and a phone.
 */
export function reportEmail(summary: AnalysisSummary, reportUrl: string, serviceUrl: string): ReportEmail {
  const name = oneLine(summary.title?.trim() || summary.url, 80);
  const subject = `pagegrade report: ${name} scores ${summary.score} (${summary.grade})`;
  const issues = summary.topIssues.map((i) => {
    const label = DIMENSION_LABELS[i.dimension];
    return { title: i.title, dimension: label, impact: i.impact, cost: worth(i.gain, label), detail: i.detail ? clip(i.detail, 300) : '' };
  });

  const text = [
    `pagegrade report for ${summary.url}`,
    '',
    `Overall score: ${summary.score} of 100, grade ${summary.grade}.`,
    '',
    'Dimensions:',
    ...summary.dimensions.map((d) => `- ${d.label}: ${d.score}, grade ${d.grade}`),
    '',
    issues.length ? 'Top issues:' : 'No check failed or warned.',
    ...issues.map((i, n) => `${n + 1}. ${i.title} (${i.dimension}, ${i.impact} impact${i.cost ? `; ${i.cost}` : ''})${i.detail ? `\n   ${i.detail}` : ''}`),
    '',
    `The full report, with every check and every finding: ${reportUrl}`,
    '',
    summary.scoringNote,
    '',
    `You asked for this e-mail on ${serviceUrl}. The address it was sent to is not stored.`,
    '',
  ].join('\n');

  const dimensionRows = summary.dimensions
    .map((d) => `<tr><td style="${CELL}padding:6px 8px;border-bottom:1px solid #e5e7eb;">${escapeHtml(d.label)}</td><td style="${CELL}padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:right;">${d.score}</td><td style="${CELL}padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:right;">${chip(d.grade)}</td></tr>`)
    .join('\n');
  const issueRows = issues
    .map(
      (i, n) =>
        `<tr><td style="${CELL}padding:8px 8px 8px 0;vertical-align:top;width:24px;">${n + 1}.</td><td style="${CELL}padding:8px 0;border-bottom:1px solid #e5e7eb;"><strong>${escapeHtml(i.title)}</strong><br><span style="color:#4b5563;">${escapeHtml(i.dimension)}, ${i.impact} impact${i.cost ? `; <strong style="color:#1f2937;">${escapeHtml(i.cost)}</strong>` : ''}</span>${i.detail ? `<br><span style="color:#4b5563;font-size:14px;">${escapeHtml(i.detail)}</span>` : ''}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:16px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #d1d5db;border-radius:8px;">
<tr><td style="${CELL}padding:20px 24px 8px;">
<p style="${FONT}margin:0 0 4px;font-size:14px;color:#4b5563;">pagegrade report</p>
<h1 style="${FONT}margin:0 0 8px;font-size:22px;line-height:1.3;color:#1f2937;">${escapeHtml(name)}</h1>
<p style="${CELL}margin:0 0 12px;word-break:break-all;"><a href="${escapeHtml(summary.url)}" style="color:#1d4ed8;">${escapeHtml(summary.url)}</a></p>
<p style="${FONT}margin:0 0 16px;font-size:20px;color:#1f2937;">Overall score <strong style="font-size:32px;">${summary.score}</strong> ${chip(summary.grade)}</p>
</td></tr>
<tr><td style="padding:0 24px 8px;">
<h2 style="${FONT}margin:8px 0;font-size:17px;color:#1f2937;">Dimensions</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${dimensionRows}
</table>
</td></tr>
<tr><td style="padding:8px 24px;">
<h2 style="${FONT}margin:8px 0;font-size:17px;color:#1f2937;">Top issues</h2>
${issues.length ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">\n${issueRows}\n</table>` : `<p style="${CELL}margin:0;">No check failed or warned.</p>`}
</td></tr>
<tr><td align="center" style="padding:16px 24px 20px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#1d4ed8;border-radius:6px;"><a href="${escapeHtml(reportUrl)}" style="${FONT}display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none;">Open the full report</a></td></tr></table>
<p style="${CELL}margin:12px 0 0;font-size:13px;color:#4b5563;word-break:break-all;">${escapeHtml(reportUrl)}</p>
</td></tr>
<tr><td style="${CELL}padding:12px 24px 20px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563;">
${escapeHtml(summary.scoringNote)}<br><br>You asked for this e-mail on <a href="${escapeHtml(serviceUrl)}" style="color:#1d4ed8;">${escapeHtml(serviceUrl)}</a>. The address it was sent to is not stored.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
