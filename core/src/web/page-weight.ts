import { perPage, type Page } from '../engine/page.ts';
import { SITE_FILE_ROLES } from '../snapshot/har.ts';
import type { Resource } from '../snapshot/resolve.ts';
import { isThirdParty } from './third-party.ts';

/** The kinds of response the weight is split into: Lighthouse's resource-summary types. */
export const WEIGHT_TYPES = ['document', 'script', 'stylesheet', 'image', 'font', 'media', 'other'] as const;
export type WeightType = (typeof WEIGHT_TYPES)[number];

/** Bytes on the wire and responses of one kind, with the part of them served by other sites. */
export interface WeightShare {
  bytes: number;
  requests: number;
  thirdPartyBytes: number;
  thirdPartyRequests: number;
}

/** What the page's load transferred: all of it, by kind, first and third party. */
export interface PageWeight {
  bytes: number;
  requests: number;
  thirdPartyBytes: number;
  thirdPartyRequests: number;
  byType: Record<WeightType, WeightShare>;
}

function weightType(r: Resource): WeightType {
  switch (r.role) {
    case 'document':
    case 'redirect':
      return 'document';
    case 'script':
    case 'stylesheet':
    case 'image':
    case 'font':
      return r.role;
    default:
      if (/^(video|audio)\//.test(r.mimeType)) return 'media';
      // A frame's document is a document, as Lighthouse counts it.
      if (r.mimeType === 'text/html' || r.mimeType === 'application/xhtml+xml') return 'document';
      return 'other';
  }
}

const emptyShare = (): WeightShare => ({ bytes: 0, requests: 0, thirdPartyBytes: 0, thirdPartyRequests: 0 });

/**
 * The bytes on the wire of every response of the page's load in the snapshot — the document, its
 * redirects and every subresource that answered — split as Lighthouse's resource summary splits
 * them. On a rendered page these are the browser's own requests (what it drew the page with); on
 * a static one, what the fetcher fetched, a lower bound of what a browser would.
 */
export const pageWeight = perPage((page: Page): PageWeight => {
  const byType = Object.fromEntries(WEIGHT_TYPES.map((t) => [t, emptyShare()])) as Record<WeightType, WeightShare>;
  const out: PageWeight = { bytes: 0, requests: 0, thirdPartyBytes: 0, thirdPartyRequests: 0, byType };
  const seen = new Set<Resource>();
  for (const r of [...page.redirects, page.response, ...page.resources]) {
    // The site's own files a capture adds beside the page (robots.txt, well-known files …) are not part of loading it.
    if (seen.has(r) || !r.received || SITE_FILE_ROLES.has(r.role)) continue;
    seen.add(r);
    const share = byType[weightType(r)];
    const third = isThirdParty(r.url, page.url);
    for (const s of [out, share]) {
      s.bytes += r.transferSize;
      s.requests++;
      if (third) {
        s.thirdPartyBytes += r.transferSize;
        s.thirdPartyRequests++;
      }
    }
  }
  return out;
});

/** The kinds a load transferred anything of, heaviest first (ties in WEIGHT_TYPES order). */
export function weightKinds(w: PageWeight): WeightType[] {
  return WEIGHT_TYPES.filter((t) => w.byType[t].requests > 0).sort((a, b) => w.byType[b].bytes - w.byType[a].bytes);
}
