import { defineRule, dom, type Page, cssDecls, selectorText, splitSelectorList, selectorSubject, type CssRuleInfo } from '@pagegrade/core';
import { ctxOf } from '../lib/tree.ts';
import type { Element } from 'domhandler';
import { lengthPx, screenMedia } from '../lib/css.ts';

const PROMO = /newsletter|subscribe|signup|sign-up|popup|pop-up|interstitial|lead-?capture|exit-?intent|optin|opt-in|promo-?modal/i;
/** Consent banners are required by law and judged by the data & tracking checks; loaders are transient. */
const EXEMPT = /cookie|consent|gdpr|ccpa|privacy|loader|loading|spinner|preload|skip/i;
const FULL = /^(100%|100vw|100vh|100dvh|100svh|100lvh|100dvw)$/;

function isZero(v: string | undefined): boolean {
  return v !== undefined && lengthPx(v) === 0;
}

/** A rule that pins a box over the whole viewport in front of the page. */
function coversViewport(r: CssRuleInfo): boolean {
  const get = (p: string) => {
    let v: string | undefined;
    for (const d of r.decls) if (d.property === p) v = d.value;
    return v;
  };
  if (get('position') !== 'fixed') return false;
  const display = get('display');
  if (display === 'none' || get('visibility') === 'hidden' || get('opacity') === '0') return false;
  const z = Number(get('z-index'));
  if (!(z >= 100)) return false;
  const inset = get('inset');
  const edges = isZero(get('top')) && isZero(get('left')) && (isZero(get('right')) || FULL.test(get('width') ?? '')) && (isZero(get('bottom')) || FULL.test(get('height') ?? ''));
  return (inset !== undefined && /^0(px)?$/.test(inset)) || edges;
}

const PASS = 'No open dialog or full-screen overlay in the markup and CSS.';
const MODAL = /modal|popup|pop-up|overlay|interstitial|lightbox|dialog/i;
const NOT_MODAL_TAGS = new Set(['a', 'button', 'input', 'form']);

function isOpenDialog(el: Element): boolean {
  return el.name === 'dialog' && el.attribs['open'] !== undefined;
}

/** aria-modal="true", or newsletter/popup naming in the id or class (not on a link, button, input or form). */
function looksModal(el: Element): boolean {
  const a = el.attribs;
  if (a['aria-modal'] === 'true') return true;
  if (NOT_MODAL_TAGS.has(el.name)) return false;
  const id = a['id'];
  const cls = a['class'];
  // No PROMO word contains a space, so it can only match inside the id or the class: test those
  // first and build the joined text only for the rare element that passes.
  if (!(id !== undefined && PROMO.test(id)) && !(cls !== undefined && PROMO.test(cls))) return false;
  const text = `${id ?? ''} ${cls ?? ''}`.slice(0, 300);
  return PROMO.test(text) && MODAL.test(text);
}

/**
 * Elements that look like a modal (not open dialogs, which are judged on their own), in document
 * order. Without aria-modal only a PROMO id or class can make an element look modal, so the id and
 * class lists are screened by that one test on the value alone (no other attribute read for the
 * thousands of elements in them) before looksModal judges the few that pass.
 */
function namedCandidates(page: Page): Element[] {
  const found = new Set<Element>(page.index.byAttribute.get('aria-modal'));
  for (const el of page.index.byAttribute.get('id') ?? []) if (PROMO.test(el.attribs['id']!)) found.add(el);
  for (const el of page.index.byAttribute.get('class') ?? []) if (PROMO.test(el.attribs['class']!)) found.add(el);
  const out: Element[] = [];
  for (const el of found) if (!isOpenDialog(el) && looksModal(el)) out.push(el);
  // The three lists are each in document order; the start offsets restore it across them.
  out.sort((x, y) => (x.startIndex ?? 0) - (y.startIndex ?? 0));
  return out;
}

/** The first element carrying each class token, in document order. */
function firstByClass(page: Page): Map<string, Element> {
  const byClass = new Map<string, Element>();
  for (const el of page.index.byAttribute.get('class') ?? []) {
    const cls = el.attribs['class'];
    if (cls) for (const t of cls.split(/\s+/)) if (t && !byClass.has(t)) byClass.set(t, el);
  }
  return byClass;
}

export default defineRule({
  id: 'ui-ux/intrusive-interstitial',
  dimension: 'uiux',
  title: 'No pop-up covers the page when it loads',
  failureTitle: 'A pop-up or overlay may cover the content when the page loads',
  description:
    'Looks for overlays present at load: a <dialog open>; CSS rules that fix a box over the whole viewport (position: fixed, inset 0 or full width and height, z-index ≥ 100, not hidden in the same rule) whose class or id is used by an element not hidden by markup; ' +
    'and visible elements with aria-modal="true" or newsletter/subscribe/popup naming. Newsletter-style or open dialogs warn; other candidates are needs-review, since scripts may show or hide them. Cookie-consent banners and loaders are left out.',
  why: 'Overlays that cover the content as soon as the page opens make visitors hunt for a close button before they can read anything; on phones they often fill the screen. Google demotes pages with intrusive interstitials on mobile.',
  fix: 'Show promotions as an inline banner or after meaningful engagement, never over the content on arrival; keep any dialog small, easy to dismiss and reachable by keyboard.',
  impact: 'serious',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/avoid-intrusive-interstitials'],
  // Everything comes from the page index in end(): the candidates are a handful of elements,
  // and no handler runs for the thousands of elements with a class or id.
  check(ctx) {
    const page = ctx.page;
    const label = (el: Element) => `${dom.snippet(el, 70)}`;
    const gone = (el: Element) => { const c = ctxOf(page, el); return c.hidden || c.inert; };
    const open = (page.index.byTag.get('dialog') ?? []).filter(isOpenDialog);
    const named = namedCandidates(page);
    const rules = new Set<CssRuleInfo>();
    for (const d of cssDecls(page, 'position')) if (d.rule && d.value === 'fixed' && screenMedia(d.rule.media)) rules.add(d.rule);
    const covering = [...rules].filter(coversViewport);
    const warns: Array<[Element, string]> = [];
    const reviews: string[] = [];
    for (const el of open) {
      if (gone(el) || EXEMPT.test(`${el.attribs['id'] ?? ''} ${el.attribs['class'] ?? ''}`)) continue;
      warns.push([el, `${label(el)} is open when the page loads.`]);
    }
    // The CSS that hides classes and ids is read only when there is an overlay candidate.
    if (covering.length || named.length) {
      // Classes and ids that some CSS rule hides.
      const hidden = new Set<string>();
      for (const d of cssDecls(page, 'display', 'visibility', 'opacity')) {
        if (!d.rule || !/^(none|hidden|0)$/.test(d.value) || !screenMedia(d.rule.media)) continue;
        for (const s of splitSelectorList(selectorText(d.rule))) if (/^[.#][\w-]+$/.test(s)) hidden.add(s);
      }
      // First element with each class (a selector's subject `.x` is looked up here; `#x` in the id index).
      let byClass: Map<string, Element> | null = null;
      const byToken = (subj: string): Element | undefined => {
        if (subj.charCodeAt(0) !== 46) return page.index.byId.get(subj.slice(1))?.[0];
        byClass ??= firstByClass(page);
        return byClass.get(subj.slice(1));
      };
      const seen = new Set<Element>();
      for (const r of covering) {
        for (const s of splitSelectorList(selectorText(r))) {
          const subj = selectorSubject(s);
          if (!/^[.#][\w-]+$/.test(subj) || EXEMPT.test(subj) || hidden.has(subj)) continue;
          const el = byToken(subj);
          if (!el || seen.has(el) || gone(el)) continue;
          seen.add(el);
          const tokens = [`#${el.attribs['id'] ?? ''}`, ...(el.attribs['class'] ?? '').split(/\s+/).map((t) => `.${t}`)];
          if (tokens.some((t) => hidden.has(t)) || EXEMPT.test(tokens.join(' '))) continue;
          if (PROMO.test(tokens.join(' '))) warns.push([el, `${label(el)} is a full-screen overlay (${s.slice(0, 60)}: position fixed over the viewport) present at load.`]);
          else reviews.push(`${label(el)} matches a full-screen fixed overlay rule (${s.slice(0, 60)})`);
        }
      }
      for (const el of named) {
        if (seen.has(el) || gone(el)) continue;
        const tokens = [`#${el.attribs['id'] ?? ''}`, ...(el.attribs['class'] ?? '').split(/\s+/).map((t) => `.${t}`)];
        if (tokens.some((t) => hidden.has(t)) || EXEMPT.test(tokens.join(' '))) continue;
        reviews.push(`${label(el)} looks like a modal and is not hidden by markup or the CSS seen`);
      }
    }
    for (const [el, msg] of warns) ctx.warn(el, msg);
    if (warns.length) return undefined;
    if (reviews.length) return ctx.needsReview(`${reviews.slice(0, 3).join('; ')}${reviews.length > 3 ? ` (and ${reviews.length - 3} more)` : ''}: check whether it covers the page on load.`);
    return ctx.pass(PASS);
  },
});
