import { defineRule, dom, hiddenFromView } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { bodyWords, elementWords, elementsWhere, mainElement } from '../lib/page.ts';

/** Containers of common consent-management platforms and hand-made cookie banners. */
const CONSENT = /^(onetrust-(banner-sdk|consent-sdk)|cybotcookiebotdialog|usercentrics-root|didomi-(host|popup)|qc-cmp2-container|truste-consent-track|cookie-law-info-bar|cmplz-cookiebanner|sp_message_container_\d+|cookie-?(banner|consent|notice|wall)|consent-?(banner|wall|modal)|gdpr-?(banner|consent)|cc-window|cookiescript_injected)$/i;
/** A substring of every CONSENT alternative. */
const MAYBE_CONSENT = /onetrust|cybotcookiebot|usercentrics|didomi|qc-cmp2|truste|cookie|cmplz|sp_message|consent|gdpr|cc-window/i;
/** A page whose own text is under this many words, with a consent banner that dominates it, is gated. */
const THIN = 150;

function isConsent(el: Element): boolean {
  const id = el.attribs['id'];
  if (id && CONSENT.test(id)) return true;
  const cls = el.attribs['class'];
  // A class counts when the whole class name is a known consent banner's (CONSENT is anchored).
  if (cls && MAYBE_CONSENT.test(cls)) for (const c of cls.split(/\s+/)) if (c && CONSENT.test(c)) return true;
  return false;
}

export default defineRule({
  id: 'geo/content-not-gated',
  dimension: 'geo',
  title: 'The content is not hidden behind a consent wall or markup',
  failureTitle: 'The page content is hidden behind a consent banner or hidden markup',
  description: `Fails when the primary content (<main>, role=main or the only <article>) is hidden in the delivered page — by markup (hidden, aria-hidden="true", inline display:none) or by the page's style sheets (display:none, visibility:hidden), typically until a script reveals it — or when a consent-management container (OneTrust, Cookiebot, Usercentrics, Didomi, Quantcast, Sourcepoint, generic cookie banners) holds more text than the rest of a page with under ${THIN} words of its own.`,
  why: 'Crawlers take the HTML as delivered: content that waits for a consent click or a script to unhide it is either missing or discounted as hidden text, so answer engines quote the cookie notice instead of the page.',
  fix: 'Deliver the content visible in the HTML and render the consent banner as an overlay beside it, not instead of it; do not hide <main> until scripts run.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const main = mainElement(page) ?? (page.index.byTag.get('article')?.length === 1 ? page.index.byTag.get('article')![0]! : null);
    if (main && hiddenFromView(page, main) && elementWords(page, main) > 0) {
      ctx.report(main, `${dom.snippet(main, 60)} holding the main content is hidden in the delivered page (by its markup or style sheets).`);
      return undefined;
    }
    let consentWords = 0;
    let first: Element | null = null;
    // Only elements with an id or a class can be consent containers; in the order of a loop over byTag.
    // Classes first: elements of a later list are checked for the earlier attributes, and
    // far fewer elements have an id than a class.
    for (const el of elementsWhere(page, ['class', 'id'], isConsent)) {
      if (dom.closest(el, isConsent)) continue;
      first ??= el;
      consentWords += elementWords(page, el);
    }
    if (!first) return main ? ctx.pass('The main content is not hidden.') : ctx.notApplicable('No main content element and no consent banner to judge.');
    const total = bodyWords(page);
    const own = total - consentWords;
    if (own < THIN && consentWords > own) {
      ctx.report(first, `The consent container ${dom.snippet(first, 60)} has ${consentWords} words; the rest of the page only ${own}.`);
      return undefined;
    }
    return ctx.pass(`The page has ${own} words outside the consent banner.`);
  },
});
