/**
 * Third-party tests on URLs the page resolved, without parsing each URL again. core's
 * registrableDomain, isThirdParty and thirdPartyEntity take a URL and run the URL parser on it to
 * find its host (a few microseconds each); the rules ask for every script, image and frame of
 * every page, several times. The URLs they ask about are `page.resolveUrl` results: already
 * serialised by the URL parser, so the host can be read off the string. Anything that does not
 * look exactly like such a serialisation goes to core's own parse, so the answers are the same.
 */
import { pageRegistrableDomain, registrableDomain, serialisedHost, thirdPartyEntity, type Page, type ThirdPartyEntity } from '@pagegrade/core';

/** What was read off a serialised URL's `scheme://authority/`; site and entity when first asked. */
interface Authority {
  prefix: string;
  host: string;
  site: string | null | undefined;
  entity: ThirdPartyEntity | null | undefined;
}

/**
 * The last authority read. Pages reference runs of resources from one host, and a URL that starts
 * with the same `scheme://authority/` has the same host, site and entity: they are not read off
 * the string, copied and hashed again. Everything held is a function of the prefix alone, so it
 * may outlive the page.
 */
let lastAuthority: Authority | null = null;

/** The authority of a serialised http(s) URL, or null when serialisedHost leaves it to the parser. */
function authorityOf(url: string): Authority | null {
  const last = lastAuthority;
  if (last !== null && url.startsWith(last.prefix)) return last;
  const host = serialisedHost(url);
  if (host === null) return null;
  // serialisedHost read nothing past the first slash after the scheme (http:// or https:// and a
  // non-empty host), so a URL with the same characters up to it gets the same host.
  const slash = url.indexOf('/', 8);
  const a: Authority = { prefix: slash === -1 ? url : url.slice(0, slash + 1), host, site: undefined, entity: undefined };
  if (slash !== -1) lastAuthority = a;
  return a;
}

/** registrableDomain(url), reading the host off a serialised URL when it can. */
export function siteOf(url: string): string | null {
  const a = authorityOf(url);
  if (a === null) return registrableDomain(url);
  if (a.site === undefined) a.site = registrableDomain(a.host);
  return a.site;
}

/** The URL's site when it is not the page's own, else null (also when either has no site). */
export function thirdPartySite(page: Page, url: string): string | null {
  const own = pageRegistrableDomain(page);
  if (own === null) return null;
  const site = siteOf(url);
  return site !== null && site !== own ? site : null;
}

/** isThirdParty(url, page.url), reading the host off a serialised URL when it can. */
export function isThirdPartyOn(page: Page, url: string): boolean {
  return thirdPartySite(page, url) !== null;
}

/** thirdPartyEntity(url), reading the host off a serialised URL when it can. */
export function entityOf(url: string): ThirdPartyEntity | null {
  const a = authorityOf(url);
  if (a === null) return thirdPartyEntity(url);
  if (a.entity === undefined) a.entity = thirdPartyEntity(url, a.host);
  return a.entity;
}
