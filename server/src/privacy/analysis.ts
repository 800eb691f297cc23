import type { HarEntry, PageSnapshot } from '@pagegrade/core';
import { REDACTED, UrlScrubber, isSecretValue, isSensitiveName } from './public-url.ts';

/** The addresses of the page itself: asked for, redirected through, fetched in the end (and its http:// twin). */
export function pageAddresses(requested: string, snapshot: PageSnapshot): string[] {
  const out = new Set([requested]);
  const ext = snapshot.log._pagegrade;
  if (ext) out.add(ext.requestedUrl).add(ext.finalUrl);
  for (const e of snapshot.log.entries) {
    const role = e._pagegrade?.role;
    if (role !== 'document' && role !== 'redirect' && role !== 'httpVariant') continue;
    out.add(e.request.url);
    if (e.response.redirectURL) out.add(e.response.redirectURL);
  }
  return [...out];
}

/**
 * A fetch record (HAR JSON text) with the page's addresses cleaned: every string through the
 * scrubber, and the parsed query strings of the page's requests by name as well as by value.
 */
export function scrubHar(har: string, scrubber: UrlScrubber): string {
  if (!scrubber.active) return har;
  const log = scrubber.value(JSON.parse(har) as PageSnapshot);
  for (const e of log.log.entries as HarEntry[]) {
    for (const q of (e.request.queryString ?? []) as Array<{ name?: unknown; value?: unknown }>) {
      if (typeof q.name === 'string' && typeof q.value === 'string' && q.value && q.value !== REDACTED && (isSensitiveName(q.name) || isSecretValue(q.value))) q.value = REDACTED;
    }
  }
  return JSON.stringify(log);
}
