import type { JobView } from '../service/jobs.ts';
import type { ServiceUrls } from '../discovery/urls.ts';
import type { JobStage } from '../store/types.ts';
import { escapeHtml, renderPage } from './layout.ts';
import { modePhrase } from './report.ts';
import { hostOf } from './form-errors.ts';

/** The address of a job's progress page on the website. */
export function progressPath(jobId: string): string {
  return `/progress/${encodeURIComponent(jobId)}`;
}

/**
 * The address the page moves on to once loaded: the same page, answered only when the job has got
 * past `stage` (or after a few seconds). See `progressHtml`.
 */
export function nextProgressPath(jobId: string, stage: JobStage): string {
  return `${progressPath(jobId)}?after=${stage}`;
}

/** The steps a person sees, in order; the last is the report. */
const STEPS: { stage: JobStage | 'done'; label: string; now: string }[] = [
  { stage: 'queued', label: 'Waiting for a free analyser', now: 'Your page is waiting for a free analyser.' },
  { stage: 'fetching', label: 'Fetching the page and its files', now: 'Fetching the page and the files around it (stylesheets, scripts, robots.txt, the sitemap).' },
  { stage: 'analysing', label: 'Running the checks', now: 'Running the checks on what was fetched.' },
  { stage: 'done', label: 'Opening the report', now: 'The report is ready.' },
];

/**
 * The page of a running job: the steps with the current one marked, what happens now in a status
 * region, and how it goes on. It needs no script: once loaded it asks for itself again with an
 * immediate refresh, which the server holds until the job has moved on, so the page a person reads
 * stays on screen until there is something new to show, and a finished job answers with the report
 * itself. A timed refresh would reload the page under its reader every few seconds (WCAG 2.2.1);
 * an immediate one is a redirect, and the browser's stop button ends it.
 */
export function progressHtml(urls: ServiceUrls, job: JobView & { stage: JobStage }, self: string): string {
  const current = STEPS.findIndex((s) => s.stage === job.stage);
  const steps = STEPS.map((s, i) => {
    const state = i < current ? 'done' : i === current ? 'current' : 'next';
    const said = state === 'done' ? '(done)' : state === 'current' ? '(now)' : '';
    return `<li class="step step-${state}"${state === 'current' ? ' aria-current="step"' : ''}>${escapeHtml(s.label)}${said ? ` <span class="muted">${said}</span>` : ''}</li>`;
  }).join('\n');
  const step = STEPS[current]!;
  const left = job.estimatedSeconds ? ` About ${job.estimatedSeconds === 1 ? '1 second' : `${job.estimatedSeconds} seconds`} left.` : '';
  const host = hostOf(job.url);
  const next = nextProgressPath(job.id, job.stage);
  const main = `<h1>Analysing ${escapeHtml(host)}</h1>
<p class="lead">pagegrade is analysing <span class="url-inline">${escapeHtml(job.url)}</span> ${modePhrase(job.mode)}. The report opens here by itself when it is ready, usually within 5 to 20 seconds.</p>
<div class="progress-status" role="status" aria-live="polite" aria-atomic="true"><p><strong>Step ${current + 1} of ${STEPS.length}:</strong> ${escapeHtml(step.now)}${escapeHtml(left)}</p></div>
<h2 id="steps">Steps</h2>
<ol class="steps" aria-labelledby="steps">
${steps}
</ol>
<p>This page follows the analysis without any script. If it stops moving (your browser may stop it, for instance when you press Esc), <a href="${escapeHtml(self)}">check the progress again</a>.</p>`;
  return renderPage(
    urls,
    {
      // Said again at each step: the title is what a screen reader announces when the page changes.
      title: `Step ${current + 1} of ${STEPS.length}: ${step.label} — pagegrade`,
      description: `pagegrade is analysing ${host}: the report opens on this page when it is ready, usually within 5 to 20 seconds.`,
      url: new URL(self, urls.base).href,
      current: null,
      graph: [],
      refresh: next,
    },
    main,
  );
}
