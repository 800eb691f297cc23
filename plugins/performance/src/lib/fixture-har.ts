import { makeEntry, makeSnapshot, type EntryParts, type PageSnapshot } from '@pagegrade/core';

/** The fixed moment fixture snapshots claim to be fetched at. */
const FETCHED_AT = '2026-06-01T00:00:00.000Z';

/**
 * Builds a fetched-style capture for fixtures that need per-resource facts the simple fixture
 * format cannot express (bytes on the wire, HTTP version, timings of a subresource).
 */
export function har(
  doc: Partial<Omit<EntryParts, 'role'>> & { html?: string },
  resources: Array<Omit<EntryParts, 'role'> & { role?: EntryParts['role'] }> = [],
): PageSnapshot {
  const url = doc.url ?? 'https://example.com/';
  const entries = [
    makeEntry({
      ...doc,
      url,
      role: 'document',
      headers: doc.headers ?? { 'content-type': 'text/html; charset=utf-8' },
      body: doc.html ?? doc.body ?? '',
      startedDateTime: FETCHED_AT,
    }),
    ...resources.map((r) => makeEntry({ ...r, url: new URL(r.url, url).href, role: r.role ?? 'other' })),
  ];
  return makeSnapshot(entries, { requestedUrl: url, finalUrl: url, tls: null, limitsHit: [], source: 'fetched' });
}
