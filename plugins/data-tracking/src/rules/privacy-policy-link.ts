import { defineRule, dom, registrableDomain, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { isPrivacyLink, linksAndButtons, type Labelled } from '../lib/links.ts';

/**
 * Sites whose own privacy policies embeds link to (reCAPTCHA's "Google Privacy Policy", social
 * widgets, hCaptcha, Cloudflare): such a link is not the site's policy.
 */
const VENDOR_POLICY_DOMAINS = new Set(['google.com', 'facebook.com', 'twitter.com', 'x.com', 'hcaptcha.com', 'cloudflare.com', 'apple.com', 'microsoft.com', 'linkedin.com', 'youtube.com', 'instagram.com', 'tiktok.com', 'pinterest.com', 'vimeo.com', 'paypal.com', 'stripe.com', 'shopify.com', 'wordpress.com', 'wix.com', 'squarespace.com']);

function isVendorPolicy(page: Page, el: Element): boolean {
  if (dom.tokens(el, 'rel').includes('privacy-policy')) return false;
  const href = dom.attr(el, 'href');
  const abs = href ? page.resolveUrl(href) : null;
  if (!abs || !/^https?:/.test(abs)) return false;
  const d = registrableDomain(abs);
  return d !== null && VENDOR_POLICY_DOMAINS.has(d) && d !== registrableDomain(page.url);
}

/** The first link to the site's own privacy policy. */
function privacyLink(page: Page): Labelled | undefined {
  for (const l of linksAndButtons(page)) if (isPrivacyLink(l) && !isVendorPolicy(page, l.element)) return l;
  return undefined;
}

export default defineRule({
  id: 'data-tracking/privacy-policy-link',
  dimension: 'dataTracking',
  title: 'The page links to a privacy policy',
  failureTitle: 'The page has no link to a privacy policy',
  description: 'Looks for a link to the privacy policy: <a> or <area> whose text, label or URL names privacy or data protection (English, German, French, Spanish, Italian, Dutch, Portuguese, Polish, the Nordic and other EU languages, Russian, Turkish, Japanese, Chinese, Korean, Arabic, Hebrew, Hindi), or an element with rel="privacy-policy". Links to the privacy policies of embedded vendors (e.g. the reCAPTCHA notice linking to policies.google.com) do not count. A page without any link that loads scripts may build its navigation at run time (needs review).',
  why: 'Every site processes personal data (at least IP addresses in logs); GDPR Art. 13, CCPA and most privacy laws require the information to be easily accessible, which in practice means a privacy link on every page.',
  fix: 'Add a "Privacy policy" link to the footer of every page, optionally marked up with rel="privacy-policy".',
  impact: 'serious',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/links.html#link-type-privacy-policy'],
  check(ctx) {
    const hit = privacyLink(ctx.page);
    if (hit) return ctx.pass(`Privacy link: "${hit.label || hit.href}"${hit.href ? ` → ${hit.href.slice(0, 80)}` : ''}.`);
    const anchors = ctx.page.index.byTag.get('a')?.length ?? 0;
    if (anchors === 0 && (ctx.page.index.byTag.get('script')?.length ?? 0) > 0) return ctx.needsReview('The HTML has no links at all; the navigation is probably rendered by script. Check the rendered page for a privacy link.');
    return ctx.fail(`None of the ${anchors} link${anchors === 1 ? '' : 's'} on the page leads to a privacy policy.`);
  },
});
