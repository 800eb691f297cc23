import type { HarEntry, PageSnapshot } from '@pagegrade/core';

/**
 * What was fetched to make an analysis, kept with it: the snapshot as HAR 1.2 without response
 * bodies. Bodies are the pages and files of other sites (megabytes, and theirs to publish); what
 * a person needs to see how a page was analysed — addresses, redirects, statuses, headers, sizes,
 * timings, what failed and why — is in the rest, which compresses to a few kilobytes.
 */
export function fetchRecord(snapshot: PageSnapshot): string {
  const entries: HarEntry[] = snapshot.log.entries.map((e) => {
    const { text: _text, encoding: _encoding, ...content } = e.response.content;
    return { ...e, response: { ...e.response, content: { ...content, ...(_text !== undefined ? { comment: 'Body not kept.' } : {}) } } };
  });
  return JSON.stringify({
    log: {
      ...snapshot.log,
      comment: 'The snapshot pagegrade analysed, without response bodies.',
      entries,
    },
  });
}
