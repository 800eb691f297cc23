import type { HarEntry, PageSnapshot, RenderedEvidence } from '@pagegrade/core';
import type { UrlScrubber } from '../privacy/public-url.ts';

/**
 * What was fetched to make an analysis, kept with it: the snapshot as HAR 1.2 without response
 * bodies. Bodies are the pages and files of other sites (megabytes, and theirs to publish); what
 * a person needs to see how a page was analysed — addresses, redirects, statuses, headers, sizes,
 * timings, what failed and why — is in the rest, which compresses to a few kilobytes. A rendered
 * snapshot's record of what the browser drew loses its bulk for the same reason: the HTML as
 * served, the screenshots' pixels and the styles and boxes of every element are replaced by their
 * sizes; the profile, metrics, cookies (without values), console errors and refused requests stay.
 */
export function fetchRecord(snapshot: PageSnapshot): string {
  const entries: HarEntry[] = snapshot.log.entries.map((e) => {
    const { text: _text, encoding: _encoding, ...content } = e.response.content;
    return { ...e, response: { ...e.response, content: { ...content, ...(_text !== undefined ? { comment: 'Body not kept.' } : {}) } } };
  });
  const ext = snapshot.log._pagegrade;
  const rendered = ext?.rendered;
  const extension = rendered
    ? {
        ...ext,
        rendered: {
          ...rendered,
          servedHtml: `(${Buffer.byteLength(rendered.servedHtml)} bytes, not kept)`,
          elements: [],
          elementsNotKept: rendered.elements.length,
          screenshots: {
            viewport: rendered.screenshots.viewport ? { ...rendered.screenshots.viewport, data: '' } : null,
            fullPage: rendered.screenshots.fullPage ? { ...rendered.screenshots.fullPage, data: '' } : null,
          },
        },
      }
    : ext;
  return JSON.stringify({
    log: {
      ...snapshot.log,
      ...(extension ? { _pagegrade: extension } : {}),
      comment: 'The snapshot pagegrade analysed, without response bodies.',
      entries,
    },
  });
}

/**
 * What a rendered analysis keeps for its report besides the fetch record: the engine's evidence
 * (where the elements its findings name are, the LCP element, the shifts, the lab figures: a few
 * KB), the first screen's screenshot as the browser encoded it (JPEG, at most 300 KB), and the
 * sheet of thumbnails of elements below the first screen that the engine cut from the full-page
 * screenshot (JPEG, at most 96 KB; usually far less). The full-page screenshot itself is not kept:
 * up to 300 KB more, almost all of it about no finding. Nothing for a static analysis.
 */
export function renderedRecord(
  snapshot: PageSnapshot,
  analysis: { evidence?: RenderedEvidence | undefined; thumbnails?: Uint8Array | undefined },
  scrubber: UrlScrubber,
): { evidenceJson?: string; screenshot?: Buffer; thumbnails?: Buffer } {
  const { evidence, thumbnails } = analysis;
  if (!evidence) return {};
  const shot = snapshot.log._pagegrade?.rendered?.screenshots.viewport;
  return {
    // Selectors are the page's markup, like the findings' selectors, and scrubbed the same way.
    evidenceJson: JSON.stringify(scrubber.active ? scrubber.value(evidence) : evidence),
    ...(shot?.data ? { screenshot: Buffer.from(shot.data, 'base64') } : {}),
    ...(thumbnails && evidence.sheet ? { thumbnails: Buffer.from(thumbnails.buffer, thumbnails.byteOffset, thumbnails.byteLength) } : {}),
  };
}
