import { defineRule, dom, notRenderedOf, linkText } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';
import { hiddenRanges, tagRanges } from '../lib/ranges.ts';

export default defineRule({
  id: 'seo/single-h1',
  dimension: 'seo',
  title: 'The page has exactly one main heading',
  failureTitle: 'The page has no main heading, an empty one, or several',
  description:
    'Checks that the page has exactly one visible <h1> with text (its own or an image alt). No <h1>, only empty ones, or only hidden ones (hidden, aria-hidden, or display:none or visibility:hidden from a style attribute or a style sheet) fails; more than one visible <h1>, or an <h1> that is only a home-page logo link on an inner page, warns. ' +
    'This asks whether one heading states what the page is about; accessibility/page-has-heading-one asks only whether assistive technology finds a level-one heading to jump to, so several <h1>, a site-logo <h1> or a role="heading" aria-level="1" tell them apart.',
  why: 'The <h1> is the strongest on-page statement of what the page is about; search engines weigh it, and several competing <h1> elements dilute it.',
  fix: 'Give the page one <h1> that names its subject and use <h2>–<h6> for the sections below it.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const templates = tagRanges(ctx.page, 'template');
    const h1s = (ctx.page.index.byTag.get('h1') ?? []).filter((h) => !templates.contains(h));
    if (h1s.length === 0) return ctx.fail('The page has no <h1> element.');
    // Text plus image alts, bounded per heading so nested or huge headings stay linear.
    const names = new Map(h1s.map((h) => [h, linkText(h, 200, 200) || dom.normalizeSpace(dom.attr(h, 'aria-label') ?? '')]));
    const named = h1s.filter((h) => names.get(h) !== '');
    if (named.length === 0) {
      for (const h of h1s) ctx.report(h, 'This <h1> has no text.');
      return undefined;
    }
    const hidden = hiddenRanges(ctx.page);
    const shown = named.filter((h) => !hidden.contains(h) && notRenderedOf(ctx.page, h) !== true);
    if (shown.length === 0) {
      ctx.report(named[0]!, `The only <h1> with text ("${clip(names.get(named[0]!)!, 50)}") is hidden (by hidden, aria-hidden, or display:none or visibility:hidden in its style or the style sheets).`);
      return undefined;
    }
    if (shown.length > 1) {
      const texts = shown.slice(0, 4).map((h) => `"${clip(names.get(h)!, 50)}"`);
      ctx.warn(shown[1]!, `${shown.length} <h1> elements: ${texts.join(', ')}${shown.length > 4 ? ', …' : ''}.`);
      return undefined;
    }
    const h1 = shown[0]!;
    const loc = ctx.page.location;
    if (loc && loc.pathname !== '/' && loc.pathname !== '') {
      // A logo wrapped in the <h1> on every page: the heading names the site, not this page.
      for (const a of dom.descendants(h1, (e) => e.name === 'a').slice(0, 5)) {
        const target = ctx.page.resolveUrl(dom.attr(a, 'href') ?? '');
        let home = false;
        try {
          const t = target ? new URL(target) : null;
          home = t !== null && t.host === loc.host && (t.pathname === '/' || t.pathname === '') && linkText(a, 200, 200) === names.get(h1);
        } catch {
          home = false;
        }
        if (home) {
          ctx.warn(h1, `The <h1> "${clip(names.get(h1)!, 50)}" is a link to the home page (a site logo), not a heading for this page.`);
          return undefined;
        }
      }
    }
    return ctx.pass(`<h1> "${clip(names.get(h1)!, 80)}".`);
  },
});
