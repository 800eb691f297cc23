import { defineRule, cssDecls, selectorText, splitSelectorList, selectorSubject, type CssDecl } from '@pagegrade/core';
import { declTarget, declWhere, screenMedia } from '../lib/css.ts';

function reveals(d: CssDecl): boolean {
  if (d.property === 'display') return d.value !== 'none' && !/^(inherit|initial|unset)$/.test(d.value);
  if (d.property === 'visibility') return d.value === 'visible';
  if (d.property === 'opacity') return d.value === '1';
  return false;
}

/** `.menu li:hover > ul` → the hover is on an ancestor or sibling of what is revealed, not on the subject. */
function hoverRevealSelectors(sel: string): string[] {
  return splitSelectorList(sel).filter((s) => /:hover(?![-\w])/.test(s) && !/:hover(?![-\w])/.test(selectorSubject(s)));
}

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

export default defineRule({
  id: 'ui-ux/hover-only-content',
  dimension: 'uiux',
  title: 'Content revealed on hover is also reachable by focus',
  failureTitle: 'Menus or content appear only on mouse hover',
  description:
    'Finds CSS rules that reveal a descendant or sibling on :hover (display other than none, visibility: visible or opacity: 1 in a selector like ".nav li:hover > ul"), outside @media (hover: …) queries, ' +
    'and checks that the same selector also exists with :focus-within or :focus. Each one without warns; when the page has aria-expanded toggles (a script may open the same content on tap), the result is needs-review.',
  why: 'Touch screens have no hover and keyboard users never trigger it, so dropdown menus or details revealed only on :hover are unreachable for them.',
  fix: 'Pair every :hover reveal with :focus-within (".nav li:hover > ul, .nav li:focus-within > ul"), and open menus on click/tap with a button that sets aria-expanded.',
  impact: 'moderate',
  tags: ['wcag:1.4.13', 'wcag:2.1.1'],
  check(ctx) {
    const all = cssDecls(ctx.page, 'display', 'visibility', 'opacity').filter((d) => d.rule && screenMedia(d.rule.media) && !(d.rule.media ?? '').includes('hover'));
    const focusSelectors = new Set<string>();
    for (const d of all) {
      // A selector list without ":focus" has no part with it: most rules are not split at all.
      const text = selectorText(d.rule!);
      if (text.includes(':focus')) for (const s of splitSelectorList(text)) if (/:focus/.test(s)) focusSelectors.add(norm(s));
    }
    const found: CssDecl[] = [];
    const seen = new Set<object>();
    for (const d of all) {
      if (!reveals(d) || seen.has(d.rule!)) continue;
      const text = selectorText(d.rule!);
      // Without ":hover" anywhere in the list, no selector of it reveals on hover.
      if (!text.includes(':hover')) continue;
      const hovers = hoverRevealSelectors(text);
      const missing = hovers.filter((s) => !focusSelectors.has(norm(s.replace(/:hover(?![-\w])/, ':focus-within'))) && !focusSelectors.has(norm(s.replace(/:hover(?![-\w])/, ':focus'))));
      if (missing.length) {
        seen.add(d.rule!);
        found.push(d);
      }
    }
    if (found.length === 0) return ctx.pass('No hover-only reveal rules in the CSS.');
    const toggles = (ctx.page.index.byTag.get('button') ?? []).concat(ctx.page.index.byTag.get('a') ?? []).some((e) => e.attribs['aria-expanded'] !== undefined);
    if (toggles) return ctx.needsReview(`${found.length} rule(s) reveal content on :hover only (first: ${declWhere(found[0]!)}), but the page has aria-expanded toggles that may open the same content on tap or keypress.`);
    for (const d of found) ctx.warn(declTarget(d), `${declWhere(d)} reveals content (${d.property}: ${d.value}) on hover with no :focus-within equivalent.`);
    return undefined;
  },
});
