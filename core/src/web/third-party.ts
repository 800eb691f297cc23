import { createRequire } from 'node:module';
import { getDomain } from 'tldts';
import { perPage, type Page } from '../engine/page.ts';

type GetEntity = (url: string) => { name: string; company: string; category: string } | undefined;
let getEntityFn: GetEntity | null = null;
// The dataset is a few megabytes of JSON: load it on first use, not whenever core is imported.
function getEntity(url: string) {
  getEntityFn ??= (createRequire(import.meta.url)('third-party-web') as { getEntity: GetEntity }).getEntity;
  return getEntityFn(url);
}

export interface ThirdPartyEntity {
  name: string;
  company: string;
  /** third-party-web category: analytics, ad, tag-manager, social, consent-provider, cdn, video, … */
  category: string;
}

// Host → registrable domain. A public-suffix lookup costs microseconds and pages name the same
// few hosts hundreds of times (and the same third parties recur across pages); the answer depends
// on the host alone, so the memo cannot change a result. Bounded like the entity cache below.
const domainCache = new Map<string, string>();

/** Registrable domain (eTLD+1) of a URL or host, via the public suffix list. */
export function registrableDomain(urlOrHost: string): string | null {
  try {
    const host = urlOrHost.includes('://') ? new URL(urlOrHost).hostname : urlOrHost;
    let domain = domainCache.get(host);
    if (domain === undefined) {
      domain = getDomain(host) ?? host;
      if (domainCache.size > 5000) domainCache.clear();
      domainCache.set(host, domain);
    }
    return domain;
  } catch {
    return null;
  }
}

/**
 * registrableDomain(page.url), once per page: the checks that sort a page's references into first
 * and third parties all compare against it.
 */
export const pageRegistrableDomain = perPage((page: Page): string | null => registrableDomain(page.url));

/** The third-party-web entity of the page's own site, once per page (null when the dataset does not list it). */
const pageEntity = perPage((page: Page): string | null => (!pageRegistrableDomain(page) ? null : (thirdPartyEntity(page.url)?.name ?? null)));

/**
 * Whether a host belongs to another party than the page: another registrable domain that is not
 * one of the page's own entity in the third-party-web dataset. Lighthouse draws the line the same
 * way, so youtube.com's images on ytimg.com and a newspaper's scripts on its own CDN domain are
 * first-party. False when the page has no site.
 */
export function hostIsThirdParty(page: Page, host: string): boolean {
  const own = pageRegistrableDomain(page);
  if (!own) return false;
  const domain = registrableDomain(host);
  if (domain === null || domain === own) return false;
  const entity = pageEntity(page);
  return entity === null || thirdPartyEntity(`https://${host}/`, host)?.name !== entity;
}

let lastPageUrl: string | null = null;
let lastPageDomain: string | null = null;
let lastPageEntity: string | null = null;

/** A URL is third-party when its registrable domain differs from the page's and is not the page's entity's (see hostIsThirdParty). */
export function isThirdParty(url: string, pageUrl: string): boolean {
  const a = registrableDomain(url);
  // Callers pass the same page URL for every link of a page: parse it once.
  if (pageUrl !== lastPageUrl) {
    lastPageUrl = pageUrl;
    lastPageDomain = registrableDomain(pageUrl);
    lastPageEntity = lastPageDomain === null ? null : (thirdPartyEntity(pageUrl)?.name ?? null);
  }
  const b = lastPageDomain;
  if (a === null || b === null || a === b) return false;
  return lastPageEntity === null || thirdPartyEntity(url)?.name !== lastPageEntity;
}

const entityCache = new Map<string, ThirdPartyEntity | null>();

/**
 * The company and category behind a URL, from the third-party-web dataset, or null. A caller that
 * has already parsed the URL passes its host name (`new URL(url).hostname`) to skip a second parse.
 */
export function thirdPartyEntity(url: string, knownHost?: string): ThirdPartyEntity | null {
  let host: string;
  if (knownHost !== undefined) host = knownHost;
  else {
    try {
      host = new URL(url).hostname;
    } catch {
      return null;
    }
  }
  if (entityCache.has(host)) return entityCache.get(host)!;
  const e = getEntity(url);
  const value = e ? { name: e.name, company: e.company, category: e.category } : null;
  if (entityCache.size > 5000) entityCache.clear();
  entityCache.set(host, value);
  return value;
}
