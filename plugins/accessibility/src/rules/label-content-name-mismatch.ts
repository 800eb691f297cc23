import { defineRule, dom, type Page } from '@pagegrade/core';
import { accName, effectiveRole, isHidden, isWidgetRole, supportsNameFromContent } from '@pagegrade/core/a11y';
import { containedIn, labelTokens, visibleInnerText } from '../lib/label-in-name.ts';

/** A font family that draws words as icons (ligature icon fonts): its text is non-text content. */
const ICON_FONT = /font-family\s*:[^;{}]*(?:icon|symbol|awesome|glyph|ligature|material)/i;
/** A short word ending in a full stop (Ave., Dr., e.g.): an abbreviation, which the rule leaves out. */
const ABBREVIATION = /(?:^|[\s(])\p{L}{1,4}\.(?=\s|$|\p{L})/u;
const HYPHENS = /[-\u2010-\u2015\u00ad]/g;
/** Scripts written without spaces between words: splitting on white space does not find their words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

function iconFonts(page: Page): boolean {
  return page.stylesheets.some((s) => ICON_FONT.test(s.text.length > 500_000 ? s.text.slice(0, 500_000) : s.text));
}

/**
 * Why a mismatch may not be one, or null when it certainly is: the rule leaves out abbreviations
 * and words spelt or hyphenated differently, and a lone letter may be a symbol ("X" to close).
 */
function doubt(label: string[], labelText: string, name: string, page: Page): string | null {
  if (UNSPACED.test(labelText) || UNSPACED.test(name)) return 'words of a script written without spaces';
  if (label.length === 1 && label[0]!.length === 1 && /\p{L}/u.test(label[0]!)) return 'a single letter may be a symbol';
  if (ABBREVIATION.test(labelText) || ABBREVIATION.test(name)) return 'an abbreviation';
  const unhyphenated = (s: string) => labelTokens(s.replace(HYPHENS, ''));
  if (containedIn(unhyphenated(labelText), unhyphenated(name))) return 'words hyphenated differently';
  if (iconFonts(page)) return 'the page uses an icon font, whose words show as icons';
  return null;
}

export default defineRule({
  id: 'accessibility/label-content-name-mismatch',
  dimension: 'accessibility',
  title: 'Visible labels are part of the accessible names',
  failureTitle: 'Some controls have an aria-label or aria-labelledby that does not contain their visible text',
  description:
    'For widgets named from their content (buttons, links, tabs, menu items, checkboxes …) that also have aria-label or aria-labelledby, checks that the accessible name contains the visible text with the W3C ACT label-in-name algorithm (rule 2ee8b8): the visible inner text (text of rendered, visible nodes, aria-hidden included, with breaks around blocks) and the name are reduced to words of letters and digits, text in round brackets dropped, and the label\'s words must appear in the name in a row. ' +
    'A mismatch fails; it needs review when a style that decides what is seen cannot be resolved or may hide text (clipping, off-screen, opacity), when the label is a lone letter (maybe a symbol), when either side has an abbreviation, is in a script written without spaces (Chinese, Japanese, Thai …) or the words differ only by hyphens, or when the page uses an icon font.',
  why: 'Voice control users say what they see ("click Buy now"); if the accessible name is different ("Add product to basket"), the command does not work. Screen reader users also hear something other than what sighted colleagues see.',
  fix: 'Start the aria-label with the visible text (e.g. aria-label="Buy now – Oak table"), or drop aria-label and let the content name the control.',
  impact: 'serious',
  tags: ['axe:label-content-name-mismatch', 'act:2ee8b8', 'wcag:2.5.3', 'lighthouse:label-content-name-mismatch'],
  references: ['https://www.w3.org/WAI/standards-guidelines/act/rules/2ee8b8/'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-label', 'aria-labelledby'],
  create(ctx) {
    let checked = 0;
    let review = 0;
    let failed = 0;
    return {
      element: {
        '*'(el) {
          if (el.attribs['aria-label'] === undefined && el.attribs['aria-labelledby'] === undefined) return;
          const role = effectiveRole(el);
          if (!role || !isWidgetRole(role) || !supportsNameFromContent(role) || isHidden(ctx.page, el)) return;
          const text = visibleInnerText(ctx.page, el);
          if (text !== null && dom.isBlank(text)) return;
          checked++;
          if (text === null) {
            review++;
            ctx.warn(el, () => `${dom.snippet(el, 50)}: whether its text is seen depends on styles that cannot be resolved statically (needs review).`);
            return;
          }
          const name = accName(el, ctx.page).name;
          const label = labelTokens(text);
          if (containedIn(label, labelTokens(name))) return;
          const why = doubt(label, text, name, ctx.page);
          const shown = dom.normalizeSpace(text).slice(0, 40);
          if (why) {
            review++;
            ctx.warn(el, () => `${dom.snippet(el, 50)} shows "${shown}" but its accessible name is "${name.slice(0, 60)}" (${why}: needs review).`);
            return;
          }
          failed++;
          ctx.report(el, () => `${dom.snippet(el, 50)} shows "${shown}" but its accessible name "${name.slice(0, 60)}" does not contain those words in that order.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No control with visible text also has aria-label or aria-labelledby.');
        if (failed === 0 && review > 0) return ctx.needsReview(`${review} labelled control(s) could not be compared with certainty.`);
        return undefined;
      },
    };
  },
});
