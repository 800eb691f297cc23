import { ERROR_STATUS, type ErrorCode } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import { escapeHtml, pathOf, renderPage } from './layout.ts';

/** What each error code means and what to do about it; the error body's `documentation` links here. */
export const ERROR_HELP: Record<ErrorCode, { title: string; when: string; fix: string }> = {
  invalid_request: {
    title: 'The request is malformed',
    when: 'The body is not valid JSON, or a body, query parameter or header does not match its schema (for example a leaderboard limit over 100 or an altered cursor). The message names what is wrong.',
    fix: 'Correct the request as the message says; the OpenAPI document gives every schema. Retrying the same request gives the same answer.',
  },
  invalid_url: {
    title: 'The address cannot be analyzed',
    when: 'The address is not http or https, or carries a user name or password.',
    fix: 'Send the full address of a public page, such as https://example.com/.',
  },
  blocked_host: {
    title: 'The address is private or internal',
    when: 'The host resolves to a loopback, private, link-local, cloud metadata or otherwise non-public address, before or after a redirect. pagegrade only fetches public pages.',
    fix: 'Analyze a page that is reachable from the public internet. Pages behind a login or on an intranet cannot be graded. An address refused before it is fetched spends nothing; one that leads to a private address on the way (a redirect, its DNS answer) gives its analysis back.',
  },
  fetch_failed: {
    title: 'The page could not be fetched',
    when: 'The host name does not resolve (DNS), the server refused the connection or did not answer in time, there were too many redirects, or the page is not one to grade: it answered with an HTTP error status, or is not HTML. The message says which.',
    fix: 'Check that the address opens in a browser. A time-out or a refused connection may pass later; a DNS failure or an error status will not until the site is fixed. Nothing was stored, and the attempt costs nothing: the analysis it spent is given back to the daily quota (an async job gives it back when it fails). The burst cap still counts the request.',
  },
  analysis_timeout: {
    title: 'The page is too large or complex to analyze in time',
    when: 'Reading the page for its resources and running the checks took longer than the time limit. The same page fails the same way.',
    fix: 'Analyze a lighter page of the site, or run the command-line tool, which has no such limit, on the page.',
  },
  rendering_unavailable: {
    title: 'No browser can render the page here',
    when: 'A rendered analysis was asked for, but this deployment cannot render. Without Chromium installed the answer is 501, with no Retry-After: retrying cannot help, and nothing was spent. With Chromium installed but failing to start, or stopping, it is 503 with Retry-After. Static analyses are unaffected.',
    fix: 'Ask for a static analysis, or, on your own deployment, install Chromium (apt-get install chromium) or point PAGEGRADE_CHROMIUM at one.',
  },
  render_timeout: {
    title: 'The page did not finish loading in the browser in time',
    when: 'In a rendered analysis, the page did not reach its load event, or the whole rendering took longer than its time limit (PAGEGRADE_RENDER_TIMEOUT_MS). A page that never stops loading fails the same way every time.',
    fix: 'Check that the page finishes loading in a browser; a request that never answers holds the load event. A static analysis does not wait for scripts.',
  },
  render_memory_exceeded: {
    title: 'The page used too much memory in the browser',
    when: 'In a rendered analysis, the page\'s scripts allocated more memory than a page may (PAGEGRADE_RENDER_HEAP_MB per page), and the browser stopped it. Only this analysis failed.',
    fix: 'Look for a script that allocates without end; a static analysis does not run scripts.',
  },
  rate_limited: {
    title: 'The quota is spent',
    when: 'The client has used its analyses for the day, or sent too many requests in a minute. The Retry-After header says how many seconds to wait; the RateLimit headers say what is left.',
    fix: 'Wait for the time Retry-After gives. Pace requests by the RateLimit headers to avoid the refusal.',
  },
  not_found: {
    title: 'Nothing is at this address',
    when: 'An unknown route, or an analysis, job, report or badge that does not exist or is no longer kept.',
    fix: 'Check the address. Finished jobs and old analyses are removed after their retention time, which the API reference states.',
  },
  method_not_allowed: {
    title: 'This method is not allowed here',
    when: 'The path exists but not with this HTTP method. The Allow header lists the methods it takes.',
    fix: 'Use one of the methods in the Allow header.',
  },
  unsupported_media_type: {
    title: 'The body is not JSON',
    when: 'A request body was sent with a content type other than application/json (or a form type where one is accepted).',
    fix: 'Send the body as application/json.',
  },
  payload_too_large: {
    title: 'The body is too large',
    when: 'The request body is over the size limit.',
    fix: 'Send a smaller body: a request names addresses, not pages.',
  },
  idempotency_conflict: {
    title: 'The Idempotency-Key was used with another body',
    when: 'A request reused an Idempotency-Key that an earlier request with a different body used.',
    fix: 'Use a new key for a new request; repeat a request only with the same key and the same body.',
  },
  invalid_token: {
    title: 'The bearer token is invalid or expired',
    when: 'A request carried an Authorization header whose token is malformed, expired or revoked. No credential at all is never an error.',
    fix: 'Drop the Authorization header (everything works without it) or fetch a new token.',
  },
  internal_error: {
    title: 'Something went wrong on our side',
    when: 'An unexpected error, such as an analysis worker that crashed. It is logged with the request id.',
    fix: 'Retry later. If it persists, report it with the X-Request-Id of the response.',
  },
  service_unavailable: {
    title: 'The service is restarting or cannot analyse now',
    when: 'The server is shutting down and takes no new work (a request still running at the end of the grace period gets this too), every analysis worker is busy, or the queue that analyses go through (Redis) is out of reach: analyses are refused at once, while reading jobs, reports and the leaderboard goes on.',
    fix: 'Retry after the seconds in Retry-After.',
  },
  store_unavailable: {
    title: 'The database or the queue is out of reach',
    when: 'PostgreSQL or Redis could not be reached for longer than the server retries (a restart, a failover, too many connections). Nothing was done; a job that ends with this code had its page analysed but the result could not be kept.',
    fix: 'Retry after the seconds in Retry-After; start a new job for a job that failed with it. Operators: see the health endpoint, which names the dependency that is down.',
  },
  storage_full: {
    title: 'The server has no storage space left',
    when: 'A write failed because the disk of the database is full (SQLite: database or disk is full; PostgreSQL: disk_full). Nothing was stored; reading goes on.',
    fix: 'Retry after the seconds in Retry-After. Operators: free space in the data folder (the health endpoint shows what is left); the service resumes by itself.',
  },
};

export function errorDocsHtml(urls: ServiceUrls, pageUrl: string): string {
  const items = (Object.keys(ERROR_HELP) as ErrorCode[])
    .map((code) => {
      const h = ERROR_HELP[code];
      return `<section id="${code}" aria-labelledby="heading-${code}"><h2 id="heading-${code}"><code>${code}</code> (${ERROR_STATUS[code]}): ${escapeHtml(h.title)}</h2>
<p><strong>When:</strong> ${escapeHtml(h.when)}</p>
<p><strong>What to do:</strong> ${escapeHtml(h.fix)}</p></section>`;
    })
    .join('\n');
  const main = `<h1>Error codes</h1>
<p class="lead">When pagegrade cannot do what a request asks, it answers with an HTTP error status and a JSON body: <code>{"error": {"code", "message", "status", "documentation"}}</code>. Programs branch on the <code>code</code>; the message explains this case; <code>documentation</code> links to the code's entry on this page.</p>
<p>The <a href="${escapeHtml(pathOf(urls.apiPage))}">API reference</a> lists the operations, quotas and retention.</p>
${items}`;
  return renderPage(
    urls,
    {
      title: 'Error codes — pagegrade API',
      description: 'Every error code the pagegrade API answers with: when it happens and what to do about it, from fetch failures to quotas.',
      url: pageUrl,
      current: null,
      graph: [{ '@type': 'TechArticle', '@id': `${pageUrl}#article`, url: pageUrl, headline: 'Error codes', inLanguage: 'en', isPartOf: { '@id': `${urls.home}#website` } }],
    },
    main,
  );
}
