import { defineRule } from '@pagegrade/core';
import { AA, missingSheets, tallyContrast } from '../lib/contrast.ts';

/** WCAG 2 SC 1.4.3 (AA): 4.5:1 for text, 3:1 for large text. */
const NORMAL = AA.text;
const LARGE = AA.large;

export default defineRule({
  id: 'accessibility/color-contrast',
  dimension: 'accessibility',
  title: 'Text has sufficient colour contrast',
  failureTitle: 'Some text has too little contrast with its background',
  description:
    `Resolves each visible text's colour and what is painted behind it from the page's style sheets, style attributes and the browser's defaults (backgrounds of the element and its ancestors, their transparency and opacity, over a white page), and fails text whose contrast is below ${NORMAL}:1, or ${LARGE}:1 for large text (24 px, or 18.66 px bold). ` +
    'Only a fully known text colour over a fully known, opaque background fails. Text of disabled controls and their labels is exempt (WCAG: inactive user interface components), and text that is not seen (visually hidden, clipped to nothing, zero-size, off the page, hidden from assistive technology) is not judged. Where the colours cannot be known statically — a background image or gradient behind the text, a positioned box, a positioned picture, video or overlay beside it, a ::before/::after background, a filter, blend mode or backdrop filter, transparent or background-clipped text, a style that depends on the viewport, a style sheet missing from the snapshot — the text needs review in a browser, and so does text below the minimum that has a text shadow (which can carry its legibility, as axe-core counts it); so does the page when nothing else fails. ' +
    'Text made only of symbols, a lone glyph standing for an aria-label (an × close button) and the label of a disabled widget named through aria-labelledby express nothing to judge (ACT afw4f7). ' +
    'In rendered mode the browser decides: the computed colours, backgrounds and opacity of the text and its ancestors; the layout boxes tell whether another painted box (a positioned picture, an overlay) lies over or under the text, which then needs review; each colour a gradient paints is weighed (failing text whose highest contrast over the gradient is below the minimum, reviewing text whose lowest is); a blurred text shadow under the glyphs is part of their background, as axe-core counts it; and text over a background image fails when the screenshot\'s pixels in its box allow no contrast up to the minimum (with a margin for JPEG compression), and needs review otherwise; a background image whose request failed (an error status, no response) paints nothing, so the colour below it is the background.',
  why: 'Low-contrast text is hard or impossible to read for people with low vision or colour deficiencies, and for everyone on a phone in sunlight.',
  fix: `Choose colours with a contrast ratio of at least ${NORMAL}:1 for body text and ${LARGE}:1 for large text; check the colours the finding names, and the text over images, with a browser contrast tool.`,
  impact: 'serious',
  tags: ['axe:color-contrast', 'wcag:1.4.3', 'lighthouse:color-contrast', 'act:afw4f7', 'act:09o5cg'],
  check(ctx) {
    const page = ctx.page;
    const { all, below, unknown, firstUnknown } = tallyContrast(page, AA);
    if (all.length === 0) return ctx.notApplicable('The page has no visible text.');
    for (const { contrast: c, required } of below) {
      ctx.report(c.element, `Text colour ${c.foreground} on ${c.background} has contrast ${c.highest !== undefined ? `at most ${c.highest.toFixed(2)}` : c.ratio.toFixed(2)}:1; ${c.large ? 'large text' : 'text'} needs ${required}:1.`);
    }
    if (below.length > 0) return undefined;
    const missing = missingSheets(page);
    if (missing) return ctx.needsReview(`The contrast of the page's text cannot be known: ${missing}.`);
    if (unknown > 0) return ctx.needsReview(`${all.length - unknown} text element(s) have enough contrast; ${unknown} need review in a browser (the first: ${firstUnknown}).`);
    return ctx.pass(`All ${all.length} text element(s) have a contrast of at least ${NORMAL}:1 (${LARGE}:1 for large text).`);
  },
});
