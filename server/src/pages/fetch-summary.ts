import type { HarEntry, HarLog } from '@pagegrade/core';

/** What a report says about how its page was fetched, read from the stored fetch record. */
export interface FetchSummary {
  requestedUrl: string;
  finalUrl: string;
  status: number | null;
  /** Each hop before the page: its URL and status. */
  redirects: Array<{ url: string; status: number }>;
  resources: Array<{ role: string; url: string; status: number; bytes: number | null; error: string | null; truncated: boolean }>;
  limitsHit: string[];
  tls: string | null;
  engine: string;
  fetchedAt: string | null;
}

function bytesOf(e: HarEntry): number | null {
  const size = e.response.content.size;
  return typeof size === 'number' && size >= 0 ? size : (e._pagegrade?.transferSize ?? null);
}

/** Reads a stored HAR (without bodies); null when the text is not one. */
export function fetchSummary(har: string): FetchSummary | null {
  let log: HarLog;
  try {
    log = (JSON.parse(har) as { log: HarLog }).log;
    if (!Array.isArray(log.entries)) return null;
  } catch {
    return null;
  }
  const ext = log._pagegrade;
  const role = (e: HarEntry) => e._pagegrade?.role ?? 'other';
  const doc = log.entries.find((e) => role(e) === 'document');
  return {
    requestedUrl: ext?.requestedUrl ?? doc?.request.url ?? '',
    finalUrl: ext?.finalUrl ?? doc?.request.url ?? '',
    status: doc?.response.status ?? null,
    redirects: log.entries.filter((e) => role(e) === 'redirect').map((e) => ({ url: e.request.url, status: e.response.status })),
    resources: log.entries
      .filter((e) => role(e) !== 'redirect')
      .map((e) => ({ role: role(e), url: e.request.url, status: e.response.status, bytes: bytesOf(e), error: e._pagegrade?.error ?? null, truncated: e._pagegrade?.truncated === true })),
    limitsHit: ext?.limitsHit ?? [],
    tls: ext?.tls ? [ext.tls.protocol, ext.tls.cipher].filter(Boolean).join(', ') || null : null,
    engine: `${log.creator.name} ${log.creator.version}`,
    fetchedAt: doc?.startedDateTime ?? null,
  };
}

/** Bytes as a person reads them: 812 B, 3.4 KB, 1.2 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
