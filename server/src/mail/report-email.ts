import { DIMENSION_LABELS, type AnalysisSummary, type FixPlan } from '@pagegrade/core';
import { escapeHtml, richText } from '../pages/layout.ts';
import { gradeColour } from '../pages/grades.ts';
import { modePhrase } from '../pages/report.ts';
import { FIRST_FIXES, fixWorth, projectionText, type PlannedFixView } from '../pages/report-plan.ts';
import type { ReportAttachment } from './report-attachment.ts';

export interface ReportEmail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: string; contentType: string }>;
}

/** What the e-mail of one analysis says: the summary, the plan of fixes with how to fix each, and the complete report attached. */
export interface ReportEmailInput {
  summary: AnalysisSummary;
  /** When the analysis was made (ISO 8601). */
  createdAt: string;
  plan: FixPlan;
  fixes: readonly PlannedFixView[];
  /** How to fix a check (its rule's `fix`, with `code` in backticks), when the rule is known. */
  howToFix: (check: string) => string | undefined;
  reportUrl: string;
  serviceUrl: string;
  attachment: ReportAttachment;
}

/** The longest detail of a finding quoted per fix: the attached report has them all. */
const DETAIL_MAX = 300;

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** Header text from a page's title: one line, no control characters, bounded. */
function oneLine(s: string, max: number): string {
  return clip(s.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim(), max);
}

function kilobytes(n: number): string {
  return n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1048576).toFixed(1)} MB`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
// Long addresses and selectors wrap anywhere rather than widen the e-mail on a phone.
const CELL = `${FONT}font-size:15px;line-height:1.5;color:#1f2937;overflow-wrap:anywhere;word-break:break-word;`;
const H2 = `${FONT}margin:8px 0;font-size:17px;color:#1f2937;`;

function chip(grade: string): string {
  return `<span style="${FONT}display:inline-block;padding:2px 8px;border-radius:6px;background:${gradeColour(grade)};color:#ffffff;font-weight:bold;">${escapeHtml(grade)}</span>`;
}

/**
 * The full report by e-mail. It leads with the plan — the fixes in the order that gains most, what
 * each is worth, how to make it — then the dimension scores, when and how the page was analysed,
 * and attaches the complete report as one self-contained HTML file. Two parts that say the same:
 * plain text, and HTML built for mail clients as they are — tables for layout, inline styles only,
 * no external stylesheet, image or script, so it reads the same in webmail, Outlook and a phone.
 */
export function reportEmail(input: ReportEmailInput): ReportEmail {
  const { summary, plan, attachment } = input;
  const name = oneLine(summary.title?.trim() || summary.url, 80);
  const subject = `pagegrade report: ${name} scores ${summary.score} (${summary.grade})`;
  const day = input.createdAt.slice(0, 10);
  const how = `Analysed on ${day} ${modePhrase(summary.mode)}.`;
  const fixes = input.fixes.map((f) => {
    const detail = summary.topIssues.find((i) => i.check === f.check.id)?.detail ?? f.check.findings[0]?.detail ?? '';
    return {
      n: f.n,
      title: f.title,
      where: `${DIMENSION_LABELS[f.check.dimension]}, ${f.check.impact} impact`,
      worth: fixWorth(f),
      then: `then ${f.step.score} (${f.step.grade})`,
      fix: input.howToFix(f.check.id) ?? '',
      detail: detail ? clip(detail, DETAIL_MAX) : '',
    };
  });
  const projection = projectionText(plan, FIRST_FIXES);
  const projectionAll = fixes.length > FIRST_FIXES ? projectionText(plan, fixes.length) : null;
  const projections = [projection, projectionAll].filter((p): p is string => p !== null).map((p) => `${p}.`);
  const attached = `The complete report is attached: ${attachment.filename} (${kilobytes(attachment.bytes)}), every check with every finding and how to fix it. It opens in any browser, without a connection.${
    attachment.findingsPerCheck ? ` To stay small enough for e-mail it keeps the first ${attachment.findingsPerCheck} findings of each check; the online report has them all.` : ''
  }`;

  const text = [
    `pagegrade report for ${summary.url}`,
    how,
    '',
    `Overall score: ${summary.score} of 100, grade ${summary.grade}.`,
    '',
    fixes.length ? 'Fix these first (each fix adds the most once the ones before it are done):' : 'No check failed or warned: nothing to fix.',
    ...fixes.flatMap((f) => [
      '',
      `${f.n}. ${f.title}`,
      `   ${f.worth}; ${f.then}. ${f.where}.`,
      ...(f.detail ? [`   On this page: ${f.detail}`] : []),
      ...(f.fix ? [`   How to fix: ${f.fix}`] : []),
    ]),
    ...(projections.length ? ['', ...projections] : []),
    '',
    'Dimensions:',
    ...summary.dimensions.map((d) => `- ${d.label}: ${d.score}, grade ${d.grade}`),
    '',
    attached,
    `The full report online: ${input.reportUrl}`,
    '',
    summary.scoringNote,
    '',
    `You asked for this e-mail on ${input.serviceUrl}. The address it was sent to is not stored.`,
    '',
  ].join('\n');

  const fixRows = fixes
    .map(
      (f) =>
        `<tr><td style="${CELL}padding:8px 8px 8px 0;vertical-align:top;width:24px;">${f.n}.</td><td style="${CELL}padding:8px 0;border-bottom:1px solid #e5e7eb;"><strong>${escapeHtml(f.title)}</strong><br><strong style="color:#1f2937;">${escapeHtml(f.worth)}</strong><span style="color:#4b5563;">; ${escapeHtml(f.then)}. ${escapeHtml(f.where)}.</span>${
          f.detail ? `<br><span style="color:#4b5563;font-size:14px;">On this page: ${escapeHtml(f.detail)}</span>` : ''
        }${f.fix ? `<br><span style="font-size:14px;">How to fix: ${richText(f.fix)}</span>` : ''}</td></tr>`,
    )
    .join('\n');
  const dimensionRows = summary.dimensions
    .map((d) => `<tr><td style="${CELL}padding:6px 8px;border-bottom:1px solid #e5e7eb;">${escapeHtml(d.label)}</td><td style="${CELL}padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:right;">${d.score}</td><td style="${CELL}padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:right;">${chip(d.grade)}</td></tr>`)
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
<p style="${CELL}margin:0 0 4px;word-break:break-all;"><a href="${escapeHtml(summary.url)}" style="color:#1d4ed8;">${escapeHtml(summary.url)}</a></p>
<p style="${CELL}margin:0 0 12px;font-size:14px;color:#4b5563;">${escapeHtml(how)}</p>
<p style="${FONT}margin:0 0 16px;font-size:20px;color:#1f2937;">Overall score <strong style="font-size:32px;">${summary.score}</strong> ${chip(summary.grade)}</p>
</td></tr>
<tr><td style="padding:0 24px 8px;">
<h2 style="${H2}">Fix these first</h2>
${
  fixes.length
    ? `<p style="${CELL}margin:0;font-size:14px;color:#4b5563;">Each fix adds the most once the ones before it are done.</p>\n<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">\n${fixRows}\n</table>\n${projections.map((p) => `<p style="${CELL}margin:8px 0 0;font-weight:bold;">${escapeHtml(p)}</p>`).join('\n')}`
    : `<p style="${CELL}margin:0;">No check failed or warned: nothing to fix.</p>`
}
</td></tr>
<tr><td style="padding:8px 24px;">
<h2 style="${H2}">Dimensions</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${dimensionRows}
</table>
</td></tr>
<tr><td align="center" style="padding:16px 24px 20px;">
<p style="${CELL}margin:0 0 12px;text-align:left;">${escapeHtml(attached)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#1d4ed8;border-radius:6px;"><a href="${escapeHtml(input.reportUrl)}" style="${FONT}display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none;">Open the full report</a></td></tr></table>
<p style="${CELL}margin:12px 0 0;font-size:13px;color:#4b5563;word-break:break-all;">The full report online: ${escapeHtml(input.reportUrl)}</p>
</td></tr>
<tr><td style="${CELL}padding:12px 24px 20px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563;">
${escapeHtml(summary.scoringNote)}<br><br>You asked for this e-mail on <a href="${escapeHtml(input.serviceUrl)}" style="color:#1d4ed8;">${escapeHtml(input.serviceUrl)}</a>. The address it was sent to is not stored.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html, attachments: [{ filename: attachment.filename, content: attachment.html, contentType: 'text/html; charset=utf-8' }] };
}
