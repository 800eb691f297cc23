import { defineRule, dom, type Page } from '@pagegrade/core';
import { boundedText, ctxOf } from '../lib/tree.ts';
import type { Element } from 'domhandler';

const USEFUL = /contact|about|privacy|imprint|impressum|legal|terms|kontakt|mentions|datenschutz|support|help|faq|accessibility|cookies|sitemap|à propos|über uns|aviso legal|privacidad|contatti|over ons/i;

const FOOTER_NAME = /^(site-?|page-?|global-?|main-?)?footer$/i;
const FOOTER_TOKEN = /^(site-?|page-?|global-?|main-?)?footer$/;
const FOOTER_WORD = /footer/i;

/** A class token naming a footer. Every div of the page may be asked: the tokens are split only when the class mentions "footer" at all. */
function hasFooterClass(e: Element): boolean {
  const cls = e.attribs['class'];
  return cls !== undefined && FOOTER_WORD.test(cls) && dom.tokens(e, 'class').some((c) => FOOTER_TOKEN.test(c));
}

/** Each attribute's own test: a footer box passes at least one, and only with that attribute. */
const FOOTER_TESTS: Array<[string, (e: Element) => boolean]> = [
  ['role', (e) => dom.hasToken(e, 'role', 'contentinfo')],
  ['id', (e) => FOOTER_NAME.test(e.attribs['id']!)],
  ['class', hasFooterClass],
];

/**
 * The first `tag` element with role="contentinfo" or a footer id or class, in document order.
 * Read from the attribute index (pages have thousands of divs, most with none of the three): the
 * first match of each attribute's list, the earliest of them in the tag's list.
 */
function firstFooterBox(page: Page, tag: string): Element | undefined {
  const all = page.index.byTag.get(tag);
  if (!all) return undefined;
  let first: Element | undefined;
  let firstAt = Infinity;
  for (const [name, test] of FOOTER_TESTS) {
    for (const e of page.index.byAttribute.get(name) ?? []) {
      if (e.name !== tag || !test(e)) continue;
      const at = all.indexOf(e);
      if (at < firstAt) {
        first = e;
        firstAt = at;
      }
      break;
    }
  }
  return first;
}

export default defineRule({
  id: 'ui-ux/footer-content',
  dimension: 'uiux',
  title: 'The page has a footer with contact and legal links',
  failureTitle: 'The page has no useful site footer',
  description:
    'Finds the site footer: a <footer> outside article/section/aside/main/nav, role="contentinfo", or an element with id or class "footer"/"site-footer"/"page-footer". ' +
    'Passes when it links to contact, about, privacy, legal, help or similar pages (or has mailto:/tel: links); a footer without such links warns; no footer fails.',
  why: 'Visitors scroll to the bottom to find contact details, opening hours, the privacy policy or the legal notice; a missing footer leaves them nowhere to go and makes the site look less trustworthy.',
  fix: 'Add a <footer> with links to Contact, About, Privacy and legal pages (and a phone number or email where relevant).',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    let footer: Element | undefined = (page.index.byTag.get('footer') ?? []).find((f) => !ctxOf(page, f).hidden && !ctxOf(page, f).sectioning);
    if (!footer) {
      for (const tag of ['div', 'section', 'aside']) {
        footer = firstFooterBox(page, tag);
        if (footer) break;
      }
    }
    if (!footer) return ctx.fail('No <footer>, role="contentinfo" or footer container on the page.');
    const links = dom.descendants(footer, (e) => e.name === 'a' && dom.hasAttr(e, 'href'));
    const useful = links.find((a) => {
      const href = dom.attr(a, 'href') ?? '';
      return /^(mailto|tel):/i.test(href) || USEFUL.test(href.slice(0, 200)) || USEFUL.test(boundedText(a, 200));
    });
    if (useful) return ctx.pass(`The footer links to ${(dom.attr(useful, 'href') ?? '').slice(0, 80)}.`);
    ctx.warn(footer, links.length ? `The footer has ${links.length} link(s), none to contact, about, privacy or legal pages.` : 'The footer has no links.');
    return undefined;
  },
});
