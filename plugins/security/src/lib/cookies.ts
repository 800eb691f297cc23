import { responseCookies, type SetCookie } from '@pagegrade/core';

export type Cookie = SetCookie;

/** The cookies the document and its redirects set (parsed once per page, in core). */
export const cookiesOf = responseCookies;

/** Names frameworks and sites give to session and authentication cookies. */
const SESSION_NAME = /sess|^sid$|[_.-]sid$|^sid[_.-]|token|auth|jwt|login|logged|remember|^user_?id$|^uid$|jsessionid|connect\.sid|identity/i;
/** Anti-CSRF tokens are meant to be read by scripts (double-submit pattern). */
const CSRF_NAME = /csrf|xsrf/i;

export function isSessionLike(c: Cookie): boolean {
  return SESSION_NAME.test(c.name) && !CSRF_NAME.test(c.name);
}

/** A Set-Cookie that deletes the cookie (Max-Age ≤ 0 or Expires before the fetch) carries no value worth protecting. */
export function isDeletion(c: Cookie): boolean {
  // The lifetime is already relative to the fetch: Max-Age ≤ 0 or an Expires in the past.
  return c.lifetime !== null && c.lifetime <= 0;
}

export function cookieLabel(c: Cookie): string {
  return `Cookie "${(c.name || c.value).slice(0, 60)}"`;
}
