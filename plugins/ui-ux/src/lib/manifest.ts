import { perPage, type Page, type Resource } from '@pagegrade/core';

export interface ParsedManifest {
  resource: Resource;
  /** The parsed object, or null when the body is missing, not JSON or not an object. */
  data: Record<string, unknown> | null;
  /** Why data is null. */
  error: string | null;
}

/** The fetched web app manifest, parsed once per page (JSON is a small format the engine does not parse). */
export const manifestOf = perPage((page: Page): ParsedManifest | null => {
  const resource = page.resource('manifest');
  let out: ParsedManifest | null = null;
  if (resource) {
    if (resource.state !== 'ok' || resource.body === null) {
      out = { resource, data: null, error: resource.state === 'missing' ? `${resource.url} answered ${resource.status}` : `${resource.url} has no body` };
    } else {
      try {
        const parsed: unknown = JSON.parse(resource.body.replace(/^\uFEFF/, ''));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) out = { resource, data: parsed as Record<string, unknown>, error: null };
        else out = { resource, data: null, error: `${resource.url} is JSON but not an object` };
      } catch (err) {
        out = { resource, data: null, error: `${resource.url} is not valid JSON (${(err as Error).message.slice(0, 120)})` };
      }
    }
  }
  return out;
});

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string[];
  /** Largest square side in the sizes list; Infinity for `any`. */
  maxSide: number;
}

export function manifestIcons(data: Record<string, unknown>): ManifestIcon[] | null {
  const icons = data['icons'];
  if (!Array.isArray(icons)) return null;
  const out: ManifestIcon[] = [];
  for (const icon of icons.slice(0, 200)) {
    if (!icon || typeof icon !== 'object') continue;
    const o = icon as Record<string, unknown>;
    const src = typeof o['src'] === 'string' ? o['src'] : '';
    if (!src) continue;
    const sizes = typeof o['sizes'] === 'string' ? o['sizes'].toLowerCase() : '';
    const type = typeof o['type'] === 'string' ? o['type'].toLowerCase() : '';
    const purpose = typeof o['purpose'] === 'string' ? o['purpose'].toLowerCase().split(/\s+/).filter(Boolean) : ['any'];
    let maxSide = 0;
    for (const s of sizes.split(/\s+/)) {
      if (s === 'any') maxSide = Infinity;
      const m = /^(\d{1,5})x(\d{1,5})$/.exec(s);
      if (m) maxSide = Math.max(maxSide, Math.min(Number(m[1]), Number(m[2])));
    }
    if (maxSide === 0 && (type === 'image/svg+xml' || /\.svg(\?|#|$)/i.test(src)) && sizes === '') maxSide = Infinity;
    out.push({ src, sizes, type, purpose, maxSide });
  }
  return out;
}
