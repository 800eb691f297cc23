import { defineRule, dom, hostIsThirdParty, hrefHost, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { leaksFullUrl, policyFromHeader, policyFromToken } from '../lib/referrer.ts';
import { activeThirdParty } from '../lib/refs.ts';

/** What browsers apply when no policy is set (Chrome 85+, Firefox 87+, Safari 15+). */
const DEFAULT_POLICY = 'strict-origin-when-cross-origin';

const HTTP = /^https?:/;

/** Whether the document policy or a referrerpolicy attribute of some element sends the full URL. */
function mayLeak(page: Page, docPolicy: string | null): boolean {
  if (leaksFullUrl(docPolicy ?? DEFAULT_POLICY)) return true;
  for (const el of page.index.byAttribute.get('referrerpolicy') ?? []) {
    const policy = policyFromToken(el.attribs['referrerpolicy'] ?? '', false);
    if (policy && leaksFullUrl(policy)) return true;
  }
  return false;
}

/**
 * Calls `visit` with each <a> and <area> (in that order) that links to another site, until it
 * returns true; returns whether it did.
 */
function someThirdPartyLink(page: Page, visit: (a: Element, abs: string, host: string) => boolean): boolean {
  // From the host name, which is needed here anyway (read from the resolved URL, not parsed again).
  for (const list of [page.index.byTag.get('a'), page.index.byTag.get('area')]) {
    if (!list) continue;
    for (const a of list) {
      const href = a.attribs['href'];
      if (!href || href.startsWith('#') || href.startsWith('/') && !href.startsWith('//')) continue;
      const abs = page.resolveUrl(href);
      if (!abs || !HTTP.test(abs)) continue;
      const host = hrefHost(abs);
      if (!hostIsThirdParty(page, host)) continue;
      if (visit(a, abs, host)) return true;
    }
  }
  return false;
}

export default defineRule({
  id: 'data-tracking/referrer-leakage',
  dimension: 'dataTracking',
  title: 'Third parties receive only the origin of the page in the Referer',
  failureTitle: 'Third parties receive the full page URL in the Referer header',
  description: `Works out the referrer policy each third-party request and outbound link actually gets: the element's referrerpolicy attribute, rel="noreferrer" on links, else the document policy (Referrer-Policy header, overridden by <meta name="referrer">), else the browser default ${DEFAULT_POLICY}. Fails when third parties get unsafe-url (the full URL, even over plain HTTP) and warns for no-referrer-when-downgrade (the full URL to every HTTPS site), naming the receiving sites. The header itself is judged by the security checks; this check is about who receives the URL. Not applicable when the page neither loads from nor links to other sites.`,
  why: "Page URLs carry search terms, article topics, account and order ids and sometimes email addresses or tokens; with a permissive policy every tracker, ad and widget on the page receives them with the visitor's IP address and cookies.",
  fix: `Remove unsafe-url and no-referrer-when-downgrade policies: send \`Referrer-Policy: ${DEFAULT_POLICY}\` (or stricter), delete loosening <meta name="referrer"> tags and referrerpolicy attributes.`,
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://www.w3.org/TR/referrer-policy/'],
  check(ctx) {
    let docPolicy: string | null = null;
    for (const v of ctx.page.headers.all('referrer-policy')) docPolicy = policyFromHeader(v) ?? docPolicy;
    for (const meta of ctx.page.index.byTag.get('meta') ?? []) {
      if ((dom.attr(meta, 'name') ?? '').trim().toLowerCase() === 'referrer') docPolicy = policyFromToken(dom.attr(meta, 'content') ?? '', true) ?? docPolicy;
    }
    const effective = (el: Element | null): string => {
      if (el) {
        if ((el.name === 'a' || el.name === 'area') && dom.hasToken(el, 'rel', 'noreferrer')) return 'no-referrer';
        const attrPolicy = el.attribs['referrerpolicy'] === undefined ? null : policyFromToken(el.attribs['referrerpolicy'], false);
        if (attrPolicy) return attrPolicy;
      }
      return docPolicy ?? DEFAULT_POLICY;
    };
    const passed = () => ctx.pass(`Other sites receive at most the origin (document policy: ${docPolicy ?? `none, browser default ${DEFAULT_POLICY}`}).`);
    const none = () => ctx.notApplicable('The page neither loads from nor links to other sites.');
    // When neither the document policy nor any referrerpolicy attribute sends the full URL,
    // nothing can be reported: the outcome only depends on whether there is a destination.
    if (!mayLeak(ctx.page, docPolicy)) return activeThirdParty(ctx.page).length > 0 || someThirdPartyLink(ctx.page, () => true) ? passed() : none();
    let destinations = 0;
    const reported = new Set<string>();
    const judge = (el: Element | null, url: string, domain: string, what: string): void => {
      destinations++;
      const policy = effective(el);
      const leak = leaksFullUrl(policy);
      if (!leak || reported.has(domain) || reported.size >= 20) return;
      reported.add(domain);
      const detail = `${domain} receives the full page URL (${policy}) from ${what} ${url.length > 80 ? `${url.slice(0, 79)}…` : url}.`;
      if (leak === 'fail') ctx.report(el, detail);
      else ctx.warn(el, detail);
    };
    for (const r of activeThirdParty(ctx.page)) {
      if (r.initiator === 'fetched' || r.initiator === 'inline-script') judge(null, r.url, r.host, 'a request to');
      else judge(r.element, r.url, r.host, `<${r.element?.name ?? 'request'}>`);
    }
    someThirdPartyLink(ctx.page, (a, abs, host) => {
      judge(a, abs, host, 'the link to');
      return destinations > 5000;
    });
    if (destinations === 0) return none();
    if (reported.size > 0) return undefined;
    return passed();
  },
});
