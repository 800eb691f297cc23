import { defineRule, dom } from '@pagegrade/core';
import { ctxOf, findDescendant } from '../lib/tree.ts';
import { withRole } from '../lib/html.ts';
import type { Element } from 'domhandler';

const LOGO = /(^|[\s_-])(logo|brand|site-?logo|navbar-brand|custom-logo)([\s_-]|$)/i;
const LOGO_WORD = /logo/i;

/**
 * A logo by class or id, or an image whose alt, title or src says "logo". Each value is tested on
 * its own: neither pattern can match across the space that would join them.
 */
function isLogo(e: Element): boolean {
  const a = e.attribs;
  if ((a['class'] !== undefined && LOGO.test(a['class'])) || (a['id'] !== undefined && LOGO.test(a['id']))) return true;
  if (e.name !== 'img' && e.name !== 'svg') return false;
  return (a['alt'] !== undefined && LOGO_WORD.test(a['alt'])) || (a['title'] !== undefined && LOGO_WORD.test(a['title'])) || (a['src'] !== undefined && LOGO_WORD.test(a['src']));
}

export default defineRule({
  id: 'ui-ux/logo-links-home',
  dimension: 'uiux',
  title: 'The site logo links to the home page',
  failureTitle: 'The site logo does not link to the home page',
  description:
    'Finds the logo in the page header (the first element inside <header>, role="banner" or the first 50 elements of <body> whose class or id names a logo/brand, or an <img>/<svg> whose alt or title contains "logo") and checks that it sits inside a link to the site root ("/", "./", "index.html" or the origin URL). ' +
    'A logo without a home link warns; not applicable when no logo is found or on the home page itself.',
  why: 'Clicking the logo to get back to the home page is one of the most firmly learned web conventions; when it does nothing, visitors lose their main escape route.',
  fix: 'Wrap the header logo in <a href="/" aria-label="Oak Tables – home">…</a>.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const loc = page.location;
    if (loc && /^https?:$/.test(loc.protocol) && (loc.pathname === '/' || /^\/index\.\w+$/.test(loc.pathname))) return ctx.notApplicable('This is the home page.');
    const header = (page.index.byTag.get('header') ?? []).find((h) => !ctxOf(page, h).sectioning) ?? withRole(page, 'div', 'banner')[0];
    let logo: Element | undefined;
    if (header) logo = findDescendant(header, isLogo) ?? undefined;
    else {
      const body = page.index.byTag.get('body')?.[0];
      if (body) logo = findDescendant(body, isLogo, 50) ?? undefined;
    }
    if (!logo || ctxOf(page, logo).hidden) return ctx.notApplicable('No site logo found in the page header.');
    const link = logo.name === 'a' ? logo : ctxOf(page, logo).link ?? findDescendant(logo, (e) => e.name === 'a', 200);
    const href = link ? (dom.attr(link, 'href') ?? '').trim() : null;
    if (href !== null) {
      const abs = page.resolveUrl(href);
      let root = false;
      try {
        const u = abs ? new URL(abs) : null;
        root = !!u && (!loc || u.origin === loc.origin) && (u.pathname === '/' || /^\/index\.\w+$/.test(u.pathname) || /^\/[a-z]{2}(-[a-z]{2})?\/?$/i.test(u.pathname));
      } catch {
        root = false;
      }
      if (root) return ctx.pass(`The logo links to ${href}.`);
      ctx.warn(logo, `The logo ${dom.snippet(logo, 60)} links to ${href.slice(0, 80) || '(empty href)'}, not the home page.`);
      return undefined;
    }
    ctx.warn(logo, `The logo ${dom.snippet(logo, 60)} is not a link.`);
    return undefined;
  },
});
