import { defineRule } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { documentCookies, trackingCookieOwner } from '../lib/cookies.ts';
import { cmpMarkedControls, isCookieSettingsControl, linksAndButtons, type Labelled } from '../lib/links.ts';
import { activeTrackers, consentSignals } from '../lib/trackers.ts';

function firstControl(links: readonly Labelled[], marked: ReadonlySet<Element> | null): Labelled | undefined {
  for (const l of links) if (isCookieSettingsControl(l, marked)) return l;
  return undefined;
}

export default defineRule({
  id: 'data-tracking/consent-settings-link',
  dimension: 'dataTracking',
  title: 'Visitors can reopen their cookie settings',
  failureTitle: 'No link or button lets visitors change or withdraw cookie consent',
  description: 'On pages with trackers, tracking cookies or a consent platform, looks for a link or button that reopens cookie settings or leads to the cookie policy: text, label or URL naming cookies, consent or privacy choices in the major European languages, or the "reopen" handlers and classes of common consent platforms (Cookiebot.renew, OneTrust ot-sdk-show-settings, UC_UI, Didomi …). Accept/reject buttons alone do not count. When a consent platform is present but no such control is in the HTML, it may inject a floating button at run time (needs review).',
  why: 'GDPR Art. 7(3) requires that withdrawing consent be as easy as giving it; without a persistent way back to the settings, a single click on "accept" binds the visitor indefinitely.',
  fix: 'Add a "Cookie settings" link to the footer of every page that calls your consent platform\'s reopen function (e.g. javascript:Cookiebot.renew() or class="ot-sdk-show-settings").',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const trackers = activeTrackers(ctx.page).length;
    const cookies = documentCookies(ctx.page).filter((c) => trackingCookieOwner(c.name)).length;
    const cmp = consentSignals(ctx.page);
    if (trackers === 0 && cookies === 0 && cmp.length === 0) return ctx.notApplicable('The page loads no tracker, sets no tracking cookie and has no consent platform.');
    const control = firstControl(linksAndButtons(ctx.page), cmpMarkedControls(ctx.page));
    if (control) return ctx.pass(`"${control.label || control.href}" (<${control.element.name}>) opens the cookie settings or policy.`);
    if (cmp.length > 0) return ctx.needsReview(`No cookie-settings control in the HTML; check that ${cmp[0]!.label} shows a persistent way to reopen the settings.`);
    return ctx.warning(`The page uses ${trackers} tracker${trackers === 1 ? '' : 's'} and ${cookies} tracking cookie${cookies === 1 ? '' : 's'} but offers no cookie-settings or cookie-policy link.`);
  },
});
