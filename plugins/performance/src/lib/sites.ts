/**
 * Third-party tests on URLs the page resolved, without parsing each URL again. core's
 * registrableDomain, isThirdParty and thirdPartyEntity take a URL and run the URL parser on it to
 * find its host (a few microseconds each); the rules ask for every script, image and frame of
 * every page, several times. The URLs they ask about are `page.resolveUrl` results: already
 * serialised by the URL parser, so the host can be read off the string. Anything that does not
 * look exactly like such a serialisation goes to core's own parse, so the answers are the same.
 */
import { registrableDomain, thirdPartyEntity, type Page, type ThirdPartyEntity } from '@pagegrade/core';
import { perPage } from './common.ts';

/**
 * The host of an http(s) URL as `new URL(url).hostname` returns it, read from the string when the
 * URL is in the parser's serialised form with a plain lower-case DNS name; null when in doubt (the
 * caller then lets the URL parser decide).
 */
export function serialisedHost(url: string): string | null {
  let start: number;
  if (url.startsWith('https://')) start = 8;
  else if (url.startsWith('http://')) start = 7;
  else return null;
  let end = start;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    // a-z 0-9 - . : the only characters a serialised DNS host has (no user info, no IPv6).
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45) continue;
    if (c === 46) {
      // Empty labels are left to the parser.
      if (end === start || url.charCodeAt(end - 1) === 46) return null;
      continue;
    }
    if (c === 58 || c === 47 || c === 63 || c === 35) break;
    return null;
  }
  if (end === start) return null;
  const c = url.charCodeAt(end);
  // A port must be digits up to the path; anything else is left to the parser.
  if (c === 58) {
    let i = end + 1;
    while (i < url.length && url.charCodeAt(i) >= 48 && url.charCodeAt(i) <= 57) i++;
    if (i < url.length && url.charCodeAt(i) !== 47 && url.charCodeAt(i) !== 63 && url.charCodeAt(i) !== 35) return null;
  }
  const host = url.slice(start, end);
  // A last label that starts with a digit makes the parser read an IPv4 address (which it may
  // rewrite: 0x7f.1 is 127.0.0.1), and xn-- labels are checked as punycode: the parser decides.
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const first = name.charCodeAt(name.lastIndexOf('.') + 1);
  if (first >= 48 && first <= 57) return null;
  if (host.includes('xn--')) return null;
  return host;
}

/** registrableDomain(url), reading the host off a serialised URL when it can. */
export function siteOf(url: string): string | null {
  const host = serialisedHost(url);
  return host === null ? registrableDomain(url) : registrableDomain(host);
}

const pageSite = perPage((page: Page): string | null => registrableDomain(page.url));

/** isThirdParty(url, page.url), reading the host off a serialised URL when it can. */
export function isThirdPartyOn(page: Page, url: string): boolean {
  const a = siteOf(url);
  const b = pageSite(page);
  return a !== null && b !== null && a !== b;
}

/** thirdPartyEntity(url), reading the host off a serialised URL when it can. */
export function entityOf(url: string): ThirdPartyEntity | null {
  const host = serialisedHost(url);
  return host === null ? thirdPartyEntity(url) : thirdPartyEntity(url, host);
}
