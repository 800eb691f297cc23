import { defineRule, dom } from '@pagegrade/core';
import { ctxOf } from '../lib/tree.ts';
import type { Element } from 'domhandler';
import { decls, lengthPx, screenMedia, selectorText, splitSelectorList, subjectOf, type CssRuleInfo } from '../lib/css.ts';

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
  // The '*' handler only acts on elements with these attributes.
  attributes: ['class', 'id', 'aria-modal', 'open'],
  create(ctx) {
    // First element with each class and each id (a selector's subject `.x` or `#x` is looked up here).
    const byClass = new Map<string, Element>();
    const byId = new Map<string, Element>();
    const byToken = { get: (subj: string) => (subj.charCodeAt(0) === 46 ? byClass : byId).get(subj.slice(1)) };
    const open: Element[] = [];
    const named: Element[] = [];
    return {
      element: {
        '*'(el) {
          const cls = el.attribs['class'];
          if (cls) for (const t of cls.split(/\s+/)) if (t && !byClass.has(t)) byClass.set(t, el);
          const id = el.attribs['id'];
          if (id && !byId.has(id)) byId.set(id, el);
          if (el.name === 'dialog' && el.attribs['open'] !== undefined) open.push(el);
          else if (el.attribs['aria-modal'] === 'true' || (el.name !== 'a' && el.name !== 'button' && el.name !== 'input' && el.name !== 'form' && PROMO.test(`${id ?? ''} ${cls ?? ''}`.slice(0, 300)) && /modal|popup|pop-up|overlay|interstitial|lightbox|dialog/i.test(`${id ?? ''} ${cls ?? ''}`.slice(0, 300)))) named.push(el);
        },
      },
      end() {
        const label = (el: Element) => `${dom.snippet(el, 70)}`;
        const gone = (el: Element) => { const c = ctxOf(ctx.page, el); return c.hidden || c.inert; };
        const warns: Array<[Element, string]> = [];
        const reviews: string[] = [];
        for (const el of open) {
          if (gone(el) || EXEMPT.test(`${el.attribs['id'] ?? ''} ${el.attribs['class'] ?? ''}`)) continue;
          warns.push([el, `${label(el)} is open when the page loads.`]);
        }
        // Classes and ids that some CSS rule hides.
        const hidden = new Set<string>();
        for (const d of decls(ctx.page, 'display', 'visibility', 'opacity')) {
          if (!d.rule || !/^(none|hidden|0)$/.test(d.value) || !screenMedia(d.rule.media)) continue;
          for (const s of splitSelectorList(selectorText(d.rule.node))) if (/^[.#][\w-]+$/.test(s)) hidden.add(s);
        }
        const seen = new Set<Element>();
        const rules = new Set<CssRuleInfo>();
        for (const d of decls(ctx.page, 'position')) if (d.rule && d.value === 'fixed' && screenMedia(d.rule.media)) rules.add(d.rule);
        for (const r of rules) {
          if (!coversViewport(r)) continue;
          for (const s of splitSelectorList(selectorText(r.node))) {
            const subj = subjectOf(s);
            if (!/^[.#][\w-]+$/.test(subj) || EXEMPT.test(subj) || hidden.has(subj)) continue;
            const el = byToken.get(subj);
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
        for (const [el, msg] of warns) ctx.warn(el, msg);
        if (warns.length) return undefined;
        if (reviews.length) return ctx.needsReview(`${reviews.slice(0, 3).join('; ')}${reviews.length > 3 ? ` (and ${reviews.length - 3} more)` : ''}: check whether it covers the page on load.`);
        return ctx.pass('No open dialog or full-screen overlay in the markup and CSS.');
      },
    };
  },
});
