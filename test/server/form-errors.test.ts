// The home form's words for each refusal: what happened and what to do next, read from the API's
// codes and the fetcher's messages (which stay as they are for programs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PagegradeError } from '@pagegrade/core';
import { formError } from '../../server/src/pages/form-errors.ts';
import type { Quota } from '../../server/src/http/rate-limit.ts';

const NOW = new Date('2026-11-28T10:20:30Z');

function quota(policy: string, limit: number, remaining: number, reset: number): Quota {
  return { policy, limit, remaining, reset, window: policy === 'daily' ? 86400 : 60 };
}

function limited(quotas: Quota[]): PagegradeError & { quotas: Quota[] } {
  return Object.assign(new PagegradeError('rate_limited', 'Daily analysis quota exhausted.'), { quotas });
}

const CASES: { name: string; typed: string; err: PagegradeError; title: RegExp; detail: RegExp }[] = [
  { name: 'an empty form', typed: '', err: new PagegradeError('invalid_request', 'The form was sent without an address.'), title: /^Please enter the address of a page, such as example\.com\.$/, detail: /^$/ },
  { name: 'words, not an address', typed: 'my website', err: new PagegradeError('invalid_url', '"my website" is not an absolute URL.'), title: /^“my website” is not a web address\.$/, detail: /such as example\.com/ },
  { name: 'another scheme', typed: 'ftp://example.com/', err: new PagegradeError('invalid_url', 'Only http and https URLs can be analyzed, not ftp.'), title: /web pages only/, detail: /http:\/\/ or https:\/\// },
  { name: 'credentials', typed: 'https://a:b@example.com/', err: new PagegradeError('invalid_url', 'URLs with credentials (user:password@) are refused.'), title: /user name or password/, detail: /Remove the part before @/ },
  { name: 'a private address', typed: '10.0.0.1', err: new PagegradeError('blocked_host', 'The host is not public: 10.0.0.0/8 is private-use.'), title: /^pagegrade only analyses public sites\.$/, detail: /^10\.0\.0\.1 is a private or internal address/ },
  { name: 'an intranet name', typed: 'intranet', err: new PagegradeError('blocked_host', '"intranet" is a single-label (intranet) host name.'), title: /^pagegrade only analyses public sites\.$/, detail: /private or internal address/ },
  { name: 'a forbidden port', typed: 'example.com:22', err: new PagegradeError('blocked_host', 'Port 22 is not allowed; use 80, 443 or a port above 1023.'), title: /^Port 22 is not one pagegrade connects to\.$/, detail: /leave the port out/ },
  { name: 'a misspelt host', typed: 'example.con', err: new PagegradeError('fetch_failed', 'example.con does not resolve (DNS: ENOTFOUND).'), title: /^We could not find example\.con\.$/, detail: /^Check the spelling/ },
  { name: 'a failing name service', typed: 'example.com', err: new PagegradeError('fetch_failed', 'DNS lookup of example.com failed: ESERVFAIL.'), title: /^We could not look up example\.com\.$/, detail: /try again/ },
  { name: 'a refused connection', typed: 'example.com:8080', err: new PagegradeError('fetch_failed', 'https://example.com:8080/ could not be fetched: connection refused.'), title: /^example\.com:8080 refused the connection\.$/, detail: /Check the address \(and the port/ },
  { name: 'a connect time-out', typed: 'example.com', err: new PagegradeError('fetch_failed', 'Connecting to example.com timed out after 5000 ms.'), title: /^example\.com did not accept a connection within 5 seconds\.$/, detail: /site is up/ },
  { name: 'a silent server', typed: 'example.com', err: new PagegradeError('fetch_failed', 'https://example.com/ could not be fetched: no response within 1500 ms.'), title: /^example\.com did not answer in time \(within 2 seconds\)\.$/, detail: /try again later/ },
  { name: 'an HTTP error', typed: 'example.com/gone', err: new PagegradeError('fetch_failed', 'https://example.com/gone answered HTTP 404 (Not Found); only pages that load can be analyzed.'), title: /^example\.com answered with the error HTTP 404\.$/, detail: /Only pages that load/ },
  { name: 'not a page', typed: 'example.com/a.pdf', err: new PagegradeError('fetch_failed', 'https://example.com/a.pdf serves application/pdf, not an HTML page; only HTML pages can be analyzed.'), title: /is not a web page/, detail: /HTML pages/ },
  { name: 'plain http answering https', typed: 'example.com', err: new PagegradeError('fetch_failed', 'https://example.com/ could not be fetched: 802CC2A8E97F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:350:\n.'), title: /^We could not open a secure \(https\) connection to example\.com\.$/, detail: /^If the site only serves plain http, type http:\/\// },
  { name: 'a bad certificate', typed: 'example.com', err: new PagegradeError('fetch_failed', 'https://example.com/ could not be fetched: certificate has expired.'), title: /^The security certificate of example\.com is not valid\.$/, detail: /valid certificate/ },
  { name: 'another network failure', typed: 'example.com', err: new PagegradeError('fetch_failed', 'https://example.com/ could not be fetched: socket hang up.'), title: /^We could not fetch the page from example\.com\.$/, detail: /^The connection failed \(socket hang up\)\./ },
  { name: 'the daily quota', typed: 'example.com', err: limited([quota('burst', 10, 9, 20), quota('daily', 3, 0, 20 * 3600 + 49 * 60 + 30)]), title: /^You can analyse 3 pages a day\.$/, detail: /^The next one is possible at 07:10 UTC on 2026-11-29\./ },
  { name: 'the quota of a minute', typed: 'example.com', err: limited([quota('burst', 10, 0, 25), quota('daily', 50, 40, 3600)]), title: /^You can start 10 analyses a minute\.$/, detail: /^The next one is possible at 10:21 UTC\./ },
  { name: 'a time-out of the analysis', typed: 'example.com', err: new PagegradeError('analysis_timeout', 'The analysis took too long.'), title: /too large or too complex/, detail: /lighter page/ },
  { name: 'no browser on the server', typed: 'example.com', err: new PagegradeError('rendering_unavailable', 'No Chromium.'), title: /cannot render pages/, detail: /As served/ },
];

for (const c of CASES) {
  test(`the form explains ${c.name}`, () => {
    const url = !c.typed || /^[a-z]+:\/\//.test(c.typed) || /\s/.test(c.typed) ? c.typed : `https://${c.typed}`;
    const e = formError(c.err, c.typed, url, NOW);
    assert.match(e.title, c.title);
    assert.match(e.detail ?? '', c.detail);
    // Never the fetcher's jargon in the headline.
    assert.doesNotMatch(e.title, /ENOTFOUND|absolute URL|\(DNS/);
  });
}
