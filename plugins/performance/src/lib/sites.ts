/**
 * Third-party tests on URLs the page resolved, without parsing each URL again. core's
 * registrableDomain, isThirdParty and thirdPartyEntity take a URL and run the URL parser on it to
 * find its host (a few microseconds each); the rules ask for every script, image and frame of
 * every page, several times. The URLs they ask about are `page.resolveUrl` results: already
 * serialised by the URL parser, so the host can be read off the string. Anything that does not
 * look exactly like such a serialisation goes to core's own parse, so the answers are the same.
 */
import { hostIsThirdParty, isThirdParty, registrableDomain, serialisedHost, thirdPartyEntity, type Page, type ThirdPartyEntity } from '@pagegrade/core';

/** registrableDomain(url), reading the host off a serialised URL when it can. */
export function siteOf(url: string): string | null {
  const host = serialisedHost(url);
  return host === null ? registrableDomain(url) : registrableDomain(host);
}

/** The URL's site when it is not the page's own, else null (also when either has no site). */
export function thirdPartySite(page: Page, url: string): string | null {
  const host = serialisedHost(url);
  if (host === null) return isThirdParty(url, page.url) ? registrableDomain(url) : null;
  return hostIsThirdParty(page, host) ? registrableDomain(host) : null;
}

/** isThirdParty(url, page.url), reading the host off a serialised URL when it can. */
export function isThirdPartyOn(page: Page, url: string): boolean {
  return thirdPartySite(page, url) !== null;
}

/** thirdPartyEntity(url), reading the host off a serialised URL when it can. */
export function entityOf(url: string): ThirdPartyEntity | null {
  const host = serialisedHost(url);
  return host === null ? thirdPartyEntity(url) : thirdPartyEntity(url, host);
}
