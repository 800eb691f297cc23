import { defineRule, dom, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { judgeSri, thirdPartyRef } from '../lib/sri.ts';

/** Font and icon services generate CSS per browser, so a fixed hash cannot match. */
const DYNAMIC_CSS_HOSTS = ['fonts.googleapis.com', 'use.typekit.net', 'p.typekit.net', 'fonts.bunny.net', 'kit.fontawesome.com'];

/** A <link rel=stylesheet|preload as=style> loaded from another site, whose CSS a fixed hash can pin. */
function pinnable(el: Element, page: Page): boolean {
  const rel = dom.tokens(el, 'rel');
  if (!(rel.includes('stylesheet') || (rel.includes('preload') && (dom.attr(el, 'as') ?? '').toLowerCase() === 'style'))) return false;
  const ref = thirdPartyRef(page, dom.attr(el, 'href'));
  return ref !== null && !DYNAMIC_CSS_HOSTS.includes(ref.host);
}

export default defineRule({
  id: 'security/sri-stylesheets',
  dimension: 'security',
  title: 'Third-party stylesheets are pinned with Subresource Integrity',
  failureTitle: 'Third-party stylesheets load without Subresource Integrity',
  description: `Checks every <link rel=stylesheet> and <link rel=preload as=style> from another site for an integrity attribute with a valid sha256/384/512 hash and a crossorigin attribute. Font services that generate CSS per browser (${DYNAMIC_CSS_HOSTS.join(', ')}) are exempt.`,
  why: 'A swapped stylesheet cannot run script, but it can rewrite the page for phishing, hide or move elements, and exfiltrate data from form fields through attribute selectors and background images.',
  fix: 'Add `integrity="sha384-…" crossorigin="anonymous"` to stylesheets loaded from CDNs with fixed versions, or self-host them.',
  impact: 'minor',
  // Which scripts are another site's is known only from the page's own address.
  needs: ['site'],
  tags: ['observatory:subresource-integrity'],
  references: ['https://www.w3.org/TR/SRI/'],
  select: { tags: ['link'], attributes: ['rel'], where: pinnable, none: 'The page loads no stylesheets from other sites that could be pinned.' },
  judge(el, ctx) {
    judgeSri(ctx, el, thirdPartyRef(ctx.page, dom.attr(el, 'href'))!, 'Stylesheet');
  },
});
