import { defineRule, dom, elementsInOrder, type Page, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { judgeSri, thirdPartyRef } from '../lib/sri.ts';

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** The third-party script a <script> loads, judged; false when it loads none from another site. */
function checkScript(ctx: RuleContext, page: Page, el: Element): boolean {
  // An inline script (no src) loads nothing to pin; then the type decides whether it is a script.
  const src = dom.attr(el, 'src');
  if (!src) return false;
  const type = dom.attr(el, 'type') ?? '';
  if (!JS_TYPES.has(type) && !JS_TYPES.has(type.trim().toLowerCase())) return false;
  const ref = thirdPartyRef(page, src);
  if (!ref) return false;
  judgeSri(ctx, el, ref, 'Script');
  return true;
}

/** The third-party script a <link> preloads, judged; false when it preloads none from another site. */
function checkLink(ctx: RuleContext, page: Page, el: Element): boolean {
  if (el.attribs['rel'] === undefined) return false;
  const rel = dom.tokens(el, 'rel');
  if (!(rel.includes('modulepreload') || (rel.includes('preload') && (dom.attr(el, 'as') ?? '').toLowerCase() === 'script'))) return false;
  const ref = thirdPartyRef(page, dom.attr(el, 'href'));
  if (!ref) return false;
  judgeSri(ctx, el, ref, 'Preloaded script');
  return true;
}

const TAGS = ['script', 'link'];

export default defineRule({
  id: 'security/sri-scripts',
  dimension: 'security',
  title: 'Third-party scripts are pinned with Subresource Integrity',
  failureTitle: 'Third-party scripts load without Subresource Integrity',
  description: 'Checks every <script src> and <link rel=modulepreload|preload as=script> loaded from another site (a different registrable domain) for an integrity attribute with a valid sha256/384/512 hash and a crossorigin attribute (without it the browser cannot verify a cross-origin response and blocks it). Scripts from analytics, advertising, tag-manager and similar vendors that update them in place are a warning instead of a failure.',
  why: 'A script from another host runs with full power over the page. If that CDN or vendor is compromised, or the file is swapped, every visitor runs the attacker\'s code; an integrity hash makes the browser refuse a file that changed.',
  fix: 'Add `integrity="sha384-…" crossorigin="anonymous"` to third-party scripts with fixed versions (srihash.org or `openssl dgst -sha384 -binary | openssl base64 -A`), or self-host them.',
  impact: 'moderate',
  // Which scripts are another site's is known only from the page's own address.
  needs: ['site'],
  tags: ['observatory:subresource-integrity'],
  references: ['https://www.w3.org/TR/SRI/'],
  check(ctx) {
    // Scripts and script preloads (modulepreload, preload as=script), in document order.
    const page = ctx.page;
    let count = 0;
    for (const el of elementsInOrder(page, TAGS)) if (el.name === 'script' ? checkScript(ctx, page, el) : checkLink(ctx, page, el)) count++;
    if (count === 0) return ctx.notApplicable('The page loads no scripts from other sites.');
    return undefined;
  },
});
