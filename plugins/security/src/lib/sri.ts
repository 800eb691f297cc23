import { dom, hostIsThirdParty, hrefHost, perPage, thirdPartyEntity, type Page, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';

const HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}(\?.*)?$/;
/** third-party-web categories whose scripts change without notice, so a fixed hash would break them. */
const EVERGREEN = new Set(['analytics', 'ad', 'tag-manager', 'social', 'customer-success', 'consent-provider', 'video', 'marketing', 'utility']);

const HTTP = /^https?:/;

/** A subresource loaded from another site: its absolute URL and host name. */
export interface ThirdPartyRef {
  url: string;
  /** `new URL(url).hostname`, read from the resolved URL. */
  host: string;
}

/**
 * Whether thirdPartyRef is null for every reference without a scheme or authority ("app.js",
 * "/js/app.js", "?v=2"): they resolve onto the base URL's host, so one such reference answers for all.
 */
const pathRefsFirstParty = perPage((page: Page): boolean => resolvedThirdParty(page, 'x') === null);

/**
 * A trimmed, non-empty reference whose first character is printable and none of "h", "H", "/" and
 * "\\" has no http(s) scheme (a scheme starts at the first character, after leading controls and
 * spaces) and no authority ("//host"; the URL parser drops tabs and line breaks, which trim has
 * already taken off the start): it resolves onto the base URL's host or to another scheme.
 */
function isPathRef(t: string): boolean {
  const c = t.charCodeAt(0);
  return c > 32 && (c | 32) !== 104 && c !== 47 && c !== 92;
}

/** The subresource when it is loaded from another site (`isThirdParty`), else null. */
export function thirdPartyRef(page: Page, ref: string | null): ThirdPartyRef | null {
  if (!ref) return null;
  const t = ref.trim();
  if (t === '') return null;
  if (isPathRef(t) && pathRefsFirstParty(page)) return null;
  return resolvedThirdParty(page, ref);
}

/** thirdPartyRef for a non-blank reference, always through the resolver. */
function resolvedThirdParty(page: Page, ref: string): ThirdPartyRef | null {
  const abs = page.resolveUrl(ref);
  if (!abs || !HTTP.test(abs)) return null;
  // From the host of the URL the resolver has just serialised instead of parsing it again.
  const host = hrefHost(abs);
  return hostIsThirdParty(page, host) ? { url: abs, host } : null;
}

/** Judges the integrity and crossorigin attributes of one third-party subresource element. */
export function judgeSri(ctx: RuleContext, el: Element, ref: ThirdPartyRef, what: string): void {
  const url = ref.url;
  const integrity = dom.attr(el, 'integrity');
  const short = url.length > 90 ? `${url.slice(0, 89)}…` : url;
  if (integrity === null || integrity.trim() === '') {
    const entity = thirdPartyEntity(url, ref.host);
    if (entity && EVERGREEN.has(entity.category) && url.startsWith('https:')) {
      ctx.warn(el, `${what} ${short} (${entity.name}) has no integrity attribute; it is updated in place by its vendor, so pinning a hash is impractical: self-host it or accept the trust.`);
    } else ctx.report(el, `${what} ${short} has no integrity attribute.`);
    return;
  }
  const tokens = integrity.trim().split(/\s+/);
  if (!tokens.some((t) => HASH.test(t))) {
    ctx.report(el, `${what} ${short} has integrity="${integrity.slice(0, 40)}", which holds no valid sha256/384/512 hash, so browsers skip the check.`);
    return;
  }
  if (dom.attr(el, 'crossorigin') === null) ctx.report(el, `${what} ${short} has an integrity hash but no crossorigin attribute, so the browser cannot verify it and blocks it.`);
}
