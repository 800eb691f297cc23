import { defineRule, dom, renderedElement, renderedStyleOf, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { accName, isHidden } from '@pagegrade/core/a11y';
import { inTabOrder } from '../lib/focus.ts';

/**
 * ACT efbfc7: text that changes by itself can be paused, stopped, hidden or slowed. Rendered mode,
 * when the rendering watched the page after it settled (`rendered.textChanges`, render option
 * `watchTextMs`): the elements whose text the page's scripts changed more than once meanwhile.
 *
 * Whether a control pauses the changes is for a person to judge. The page passes on a look: a
 * control in the focus order is named for pausing, stopping, hiding or slowing something. It
 * fails on proof only: the page has no control at all — nothing in the focus order, no element
 * with an event handler, no widget role, no script that listens to input — so no instrument on
 * the page, nor a link to one elsewhere, can exist. Anything else needs review.
 */

/** What a control that pauses, stops, hides or slows changing text is called. */
const PAUSE_NAME = /\b(?:pause|stop|hide|freeze|halt|frequency|slower|speed)\b/i;
const CONTROL_TAGS = ['a', 'button', 'input', 'select', 'summary'];

/** A visible control in the focus order named for pausing, stopping, hiding or slowing, or null. */
function pauseControl(page: Page): { el: Element; name: string } | null {
  const candidates = [...CONTROL_TAGS.flatMap((t) => page.index.byTag.get(t) ?? []), ...(page.index.byAttribute.get('role') ?? [])];
  for (const el of candidates) {
    if (!inTabOrder(el) || isHidden(page, el)) continue;
    const name = accName(el, page).name;
    if (PAUSE_NAME.test(name)) return { el, name };
  }
  return null;
}

/** Event handler attributes that run without input, and so are no instrument. */
const NOT_INPUT = new Set(['onload', 'onunload', 'onbeforeunload', 'onpageshow', 'onpagehide', 'onerror', 'onresize', 'onhashchange', 'onpopstate', 'onmessage', 'onstorage', 'onafterprint', 'onbeforeprint', 'onoffline', 'ononline']);
/** Roles of widgets a script may make operable. */
const WIDGET_ROLES = /\b(button|link|checkbox|switch|slider|spinbutton|menuitem|menuitemcheckbox|menuitemradio|option|radio|tab|textbox|combobox|searchbox|scrollbar|treeitem|gridcell)\b/i;
/** Scripts that react to input: listeners for keys, pointers, clicks, touches, or handlers set as properties. */
const INPUT_SCRIPT = /addEventListener|\.on(?:click|key\w*|mouse\w*|pointer\w*|touch\w*|input|change|submit|focus\w*|dblclick|contextmenu|wheel)\s*=|\b(?:jQuery|\$)\s*\(/;

/** Why the page may hold an instrument, or null when it holds nothing a user can operate. */
function anyControl(page: Page): string | null {
  for (const [name, els] of page.index.byAttribute) {
    if (name.startsWith('on') && !NOT_INPUT.has(name) && els.length > 0) return `<${els[0]!.name}> has an ${name} handler`;
  }
  for (const tag of ['a', 'area', 'button', 'input', 'select', 'textarea', 'summary', 'details', 'iframe', 'object', 'embed', 'video', 'audio']) {
    const el = page.index.byTag.get(tag)?.[0];
    if (el) return `the page has a <${tag}>`;
  }
  for (const name of ['tabindex', 'contenteditable', 'accesskey']) {
    const el = page.index.byAttribute.get(name)?.find((e) => name !== 'tabindex' || inTabOrder(e));
    if (el) return `<${el.name}> has ${name}`;
  }
  const widget = page.index.byAttribute.get('role')?.find((e) => WIDGET_ROLES.test(e.attribs['role'] ?? ''));
  if (widget) return `<${widget.name} role="${widget.attribs['role']}"> may be operated`;
  for (const s of page.scripts) {
    const text = s.text.length > 500_000 ? s.text.slice(0, 500_000) : s.text;
    if (INPUT_SCRIPT.test(text)) return 'a page script listens to input';
  }
  return null;
}

/** The element's text as shown, white space collapsed. */
const shown = (el: Element): string => dom.normalizeSpace(dom.textContent(el));

export default defineRule({
  id: 'accessibility/changing-text-can-be-paused',
  dimension: 'accessibility',
  title: 'Text that changes by itself can be paused, stopped or hidden',
  failureTitle: 'Text changes by itself and the page offers no way to stop it',
  description:
    'Rendered mode, when the rendering watched the page after it settled (render option watchTextMs; otherwise not applicable). Takes the visible elements whose text the page\'s scripts changed more than once meanwhile, with no input, and that are not alone (an ancestor shows other text as well). ' +
    'It passes when a visible control in the focus order is named for pausing, stopping, hiding or slowing (Pause, Stop, Hide, frequency, speed). ' +
    'It fails when the page holds nothing a user can operate: nothing in the focus order, no element with an input event handler, no widget role, no script listening to input — so there is no instrument to pause, stop, hide or slow the changes, on the page or behind a link from it. Any other control leaves the page for review: whether it pauses the changes needs a person. ACT rule efbfc7.',
  why: 'Text that keeps changing draws the eye and pulls attention from the rest of the page; people with attention or reading difficulties, and screen reader users hearing it announced, need to be able to stop it.',
  fix: 'Give changing text a control that pauses or hides it (a Pause button next to it), or update it only when the user asks.',
  impact: 'moderate',
  tags: ['act:efbfc7', 'wcag:2.2.2'],
  needs: ['rendered'],
  references: ['https://www.w3.org/WAI/standards-guidelines/act/rules/efbfc7/', 'https://www.w3.org/WAI/WCAG22/Understanding/pause-stop-hide.html'],
  check(ctx) {
    const page = ctx.page;
    const watched = page.rendered!.textChanges;
    if (!watched) return ctx.notApplicable('The rendering did not watch the page after it settled (render option watchTextMs), so text that changes by itself is not known.');
    const targets: Array<{ el: Element; changes: number }> = [];
    for (const c of watched.elements) {
      if (c.changes < 2) continue;
      const el = renderedElement(page, c.selector);
      if (!el) continue;
      const s = renderedStyleOf(page, el);
      if (!s?.box || s.box.width === 0 || s.box.height === 0 || s.get('visibility') !== 'visible') continue;
      const own = shown(el);
      if (own === '') continue;
      // Not alone: some ancestor shows text besides the changing one.
      if (
        !dom.ancestors(el).some((a) => {
          if (a.name === 'html') return false;
          const text = shown(a);
          return text !== '' && text !== own;
        })
      )
        continue;
      targets.push({ el, changes: c.changes });
    }
    if (targets.length === 0) return ctx.notApplicable(`No visible text beside other text changed more than once in the ${watched.watchedMs} ms the page was watched.`);
    const pause = pauseControl(page);
    if (pause) return ctx.pass(`The text of ${targets.length} element(s) changes by itself, and the control "${pause.name.slice(0, 60)}" (<${pause.el.name}>) is there to pause, stop, hide or slow it.`);
    const control = anyControl(page);
    if (control) return ctx.needsReview(`The text of ${targets.length} element(s) changed by itself (the first ${targets[0]!.changes} times in ${watched.watchedMs} ms); ${control}: whether a control pauses, stops, hides or slows it needs review.`);
    for (const t of targets) ctx.report(t.el, `Its text changed ${t.changes} times in ${watched.watchedMs} ms with no input, and the page has nothing a user can operate to pause, stop or hide it.`);
    return undefined;
  },
});
