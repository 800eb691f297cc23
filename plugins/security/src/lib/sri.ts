import { dom, hrefHost, pageRegistrableDomain, registrableDomain, thirdPartyEntity, type Page, type RuleContext } from '@pagegrade/core';
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

/** The subresource when it is loaded from another site (`isThirdParty`), else null. */
export function thirdPartyRef(page: Page, ref: string | null): ThirdPartyRef | null {
  if (!ref || ref.trim() === '') return null;
  const abs = page.resolveUrl(ref);
  if (!abs || !HTTP.test(abs)) return null;
  // isThirdParty(abs, page.url), from the host of the URL the resolver has just serialised
  // instead of parsing it again.
  const host = hrefHost(abs);
  const own = pageRegistrableDomain(page);
  return own !== null && registrableDomain(host) !== own ? { url: abs, host } : null;
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
