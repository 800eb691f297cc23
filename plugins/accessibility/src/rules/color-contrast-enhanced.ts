import { defineRule } from '@pagegrade/core';
import { AA, AAA, missingSheets, tallyContrast } from '../lib/contrast.ts';

/** WCAG 2 SC 1.4.6 (AAA): 7:1 for text, 4.5:1 for large text. */
const NORMAL = AAA.text;
const LARGE = AAA.large;

export default defineRule({
  id: 'accessibility/color-contrast-enhanced',
  dimension: 'accessibility',
  title: 'Text has enhanced colour contrast (AAA)',
  failureTitle: 'Some text is below the enhanced (AAA) contrast',
  description:
    `The AAA level of colour contrast: the same resolved text and background colours as accessibility/color-contrast, with the higher minimums of WCAG 2 SC 1.4.6, ${NORMAL}:1 for text and ${LARGE}:1 for large text. ` +
    'Few sites aim for AAA, so text between the AA and AAA minimums only warns, with minor impact; text the AA check fails is reported there, not again here. In rendered mode it reads the browser\'s computed colours, boxes and pixels as the AA check does.',
  why: 'People with moderately low vision, and anyone reading in glare, read text with the enhanced contrast more easily.',
  fix: `Where the audience needs it, darken text or lighten its background to reach ${NORMAL}:1 (${LARGE}:1 for large text).`,
  impact: 'minor',
  tags: ['axe:color-contrast-enhanced', 'wcag:1.4.6', 'act:09o5cg'],
  check(ctx) {
    const page = ctx.page;
    // Below AA is the AA check's failure, not a second finding here.
    const { all, below, unknown } = tallyContrast(page, AAA, AA);
    if (all.length === 0) return ctx.notApplicable('The page has no visible text.');
    for (const { contrast: c, required } of below) {
      ctx.warn(c.element, `Text colour ${c.foreground} on ${c.background} has contrast ${c.highest !== undefined ? `at most ${c.highest.toFixed(2)}` : c.ratio.toFixed(2)}:1; AAA asks ${required}:1 for ${c.large ? 'large text' : 'text'}.`);
    }
    if (below.length > 0) return undefined;
    const missing = missingSheets(page);
    if (missing) return ctx.needsReview(`The contrast of the page's text cannot be known: ${missing}.`);
    if (unknown > 0) return ctx.needsReview(`${unknown} text element(s) need review in a browser.`);
    return ctx.pass(`All ${all.length} text element(s) reach the enhanced contrast, or fall under the AA check.`);
  },
});
