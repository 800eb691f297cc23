import { capturedReferences, inlineScriptReferences, isJsScript, references, registrableDomain, type Page, type Reference } from '@pagegrade/core';
import { perPage } from '@pagegrade/core';

export { isJsScript };

/** A reference the plugin judges: core's page fact (see docs/writing-rules.md, "Facts a rule can read"). */
export type Ref = Reference;

/** At most this many references are judged per page (a pathological page lists 100,000 images). */
const MAX_REFS = 20_000;

/** Registrable domain of the page, or '' for a file or unparsable URL. */
export function pageDomain(page: Page): string {
  return page.location && (page.location.protocol === 'http:' || page.location.protocol === 'https:') ? (registrableDomain(page.location.hostname) ?? page.location.hostname) : '';
}

/** The initiators core lists before images: the requests of inline scripts come after them. */
const BEFORE_IMAGES = new Set(['script', 'link', 'iframe', 'embed']);

/**
 * The references that make a browser request something: core's page references without image
 * buttons and srcset candidates, with the requests of inline scripts after frames and embeds,
 * capped (images come late, so the cap cannot push scripts and frames out), then the captured
 * requests that no reference names, with room of their own under the cap, as they are evidence of
 * what really loaded.
 */
export const pageRefs = perPage((page: Page): Ref[] => {
  const out: Ref[] = [];
  let inline: readonly Ref[] | null = inlineScriptReferences(page);
  const add = (r: Ref): void => {
    if (out.length < MAX_REFS) out.push(r);
  };
  for (const r of references(page)) {
    if (inline && !BEFORE_IMAGES.has(r.initiator)) {
      for (const i of inline) add(i);
      inline = null;
    }
    if (r.initiator !== 'input' && r.attribute !== 'srcset') add(r);
  }
  if (inline) for (const i of inline) add(i);
  const fetched = capturedReferences(page);
  if (fetched.length === 0) return out;
  const referenced = new Set<string>();
  for (const r of out) referenced.add(r.url);
  const unnamed = fetched.filter((r) => !referenced.has(r.url));
  const room = MAX_REFS + Math.min(unnamed.length, 5_000);
  for (const r of unnamed) if (out.length < room) out.push(r);
  return out;
});

/**
 * Third-party references that actually load: not held back by a consent platform, and not a
 * preconnect or dns-prefetch alone, which requests nothing. Shared by most of the plugin's rules.
 */
export const activeThirdParty = perPage((page: Page): readonly Ref[] => pageRefs(page).filter((r) => r.thirdParty && !r.inert && !r.connectOnly));

/** Third-party hosts the page contacts, preconnections included (a font host is contacted by connecting). */
export const contactedThirdParty = perPage((page: Page): readonly Ref[] => pageRefs(page).filter((r) => r.thirdParty && !r.inert));

/** Groups references by a key, keeping the first reference of each group and a count. */
export function groupBy<K>(refs: readonly Ref[], key: (r: Ref) => K): Map<K, { first: Ref; count: number }> {
  const map = new Map<K, { first: Ref; count: number }>();
  for (const r of refs) {
    const k = key(r);
    const g = map.get(k);
    if (g) {
      g.count++;
      if (!g.first.element && r.element) g.first = r;
    } else map.set(k, { first: r, count: 1 });
  }
  return map;
}

/** Whether a host is the domain or one of its subdomains. */
export function hostIs(host: string, domain: string): boolean {
  // Compared in place: this runs for every reference against every vendor domain.
  const at = host.length - domain.length - 1;
  return host === domain || (at >= 0 && host.charCodeAt(at) === 46 && host.endsWith(domain));
}

/** A URL shortened for messages. */
export function short(url: string, max = 90): string {
  return url.length > max ? `${url.slice(0, max - 1)}…` : url;
}

/** How a reference is described in a finding: `<script src="…">` or "a URL in an inline script". */
export function describe(r: Ref): string {
  switch (r.initiator) {
    case 'inline-script':
      return `an inline script that loads ${short(r.url)}`;
    case 'fetched':
      return `the request to ${short(r.url)}`;
    default:
      return r.element ? `<${r.element.name}> ${short(r.url)}` : short(r.url);
  }
}
