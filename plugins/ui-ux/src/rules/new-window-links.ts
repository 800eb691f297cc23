import { accessibleName, defineRule, dom } from '@pagegrade/core';
import { findDescendant, hidden } from '../lib/tree.ts';
import type { Element } from 'domhandler';

const HINT = /new (window|tab)|opens? in|external|nouvel(le)? (onglet|fenêtre)|neue[nms]? (fenster|tab)|nieuw (venster|tabblad)|nueva (ventana|pestaña)|nuova (finestra|scheda)/i;
const ICON_CLASS = /external|new-?window|new-?tab|newtab|icon-?launch|open-?in-?new|fa-external/i;

function indicated(el: Element, name: string): boolean {
  if (HINT.test(name) || HINT.test(dom.attr(el, 'title') ?? '')) return true;
  if (ICON_CLASS.test(dom.attr(el, 'class') ?? '')) return true;
  // An icon inside the link, or a described-by note.
  if (dom.attr(el, 'aria-describedby')) return true;
  return findDescendant(el, (d) => ICON_CLASS.test(dom.attr(d, 'class') ?? '') || HINT.test(dom.attr(d, 'alt') ?? '') || HINT.test(dom.attr(d, 'aria-label') ?? ''), 500) !== null;
}

export default defineRule({
  id: 'ui-ux/new-window-links',
  dimension: 'uiux',
  title: 'Links that open a new window say so',
  failureTitle: 'Some links open a new window without warning',
  description:
    'For visible links with target="_blank", checks for an indication: link text, aria-label or title mentioning a new window/tab or external site (in several languages), an external/new-window icon class, or aria-describedby. Each unannounced link warns; not applicable without such links.',
  why: 'A link that silently opens a new tab breaks the Back button, which then does nothing; people using screen readers or magnifiers often do not notice the switch and think the site is broken.',
  fix: 'Open links in the same tab where possible; otherwise add a visible icon with hidden text, e.g. <span class="visually-hidden">(opens in a new tab)</span>.',
  impact: 'minor',
  tags: ['wcag:3.2.5'],
  references: ['https://www.w3.org/WAI/WCAG22/Techniques/general/G201'],
  check(ctx) {
    // Only elements with a target attribute can open a new window; in document order.
    let count = 0;
    for (const el of ctx.page.index.byAttribute.get('target') ?? []) {
      if (el.name !== 'a') continue;
      if ((dom.attr(el, 'target') ?? '').trim().toLowerCase() !== '_blank' || !dom.hasAttr(el, 'href')) continue;
      count++;
      if (hidden(ctx.page, el)) continue;
      const name = accessibleName(el, ctx.page);
      if (!indicated(el, name)) ctx.warn(el, `Link "${(name || dom.attr(el, 'href') || '').slice(0, 60)}" (${(dom.attr(el, 'href') ?? '').slice(0, 80)}) opens a new window without saying so.`);
    }
    if (count === 0) return ctx.notApplicable('No link opens in a new window (target="_blank").');
    return undefined;
  },
});
