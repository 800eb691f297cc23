import { defineRule, dom, styleOf, type Page } from '@pagegrade/core';
import { explicitRole, isHidden } from '@pagegrade/core/a11y';
import type { AnyNode, Element } from 'domhandler';
import { shortText } from '../lib/info.ts';

/** A heading is a line, not a sentence of body text: longer paragraphs are not judged. */
const MAX_HEADING_CHARS = 100;
/** Bold: font-weight 600 (semi-bold) and up. */
const BOLD = 600;
/** A font size this many times the next paragraph's reads as a heading level above it. */
const LARGER = 1.25;

interface TextStyle {
  /** The lightest weight and smallest size any of its text is drawn in; null when unknown. */
  weight: number | null;
  size: number | null;
  length: number;
  /** Whether all its text is inside links: a bold "related article" link is not a heading. */
  allLinked: boolean;
  /** The text's last non-space character. */
  last: string;
}

/** The weight and size of a paragraph's text, from the elements that hold its text nodes. */
function textStyle(page: Page, p: Element): TextStyle {
  let weight: number | null = Infinity;
  let size: number | null = Infinity;
  let length = 0;
  let allLinked = true;
  let last = '';
  const stack: AnyNode[] = [...p.children].reverse();
  let seen = 0;
  while (stack.length && seen++ < 2000) {
    const n = stack.pop()!;
    if (dom.isText(n)) {
      if (dom.isBlank(n.data)) continue;
      const t = dom.normalizeSpace(n.data);
      length += t.length;
      last = t[t.length - 1] ?? last;
      // Brackets and dashes around a link do not make it prose.
      if (allLinked && /[\p{L}\p{N}]/u.test(t) && dom.closest(n as unknown as Element, (e) => e === p || e.name === 'a')?.name !== 'a') allLinked = false;
      const s = styleOf(page, n.parent as Element);
      weight = weight === null || s.fontWeight === null ? null : Math.min(weight, s.fontWeight);
      size = size === null || s.fontSize === null ? null : Math.min(size, s.fontSize);
    } else if (dom.isElement(n) && n.name !== 'script' && n.name !== 'style') {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
  }
  return { weight: weight === Infinity ? null : weight, size: size === Infinity ? null : size, length, allLinked, last };
}

function nextElementSibling(el: Element): Element | null {
  for (let n = el.next; n; n = n.next) {
    if (dom.isElement(n)) return n;
    if (dom.isText(n) && !dom.isBlank(n.data)) return null;
  }
  return null;
}

export default defineRule({
  id: 'accessibility/p-as-heading',
  dimension: 'accessibility',
  title: 'Paragraphs are not styled to look like headings',
  failureTitle: 'Some paragraphs are styled like headings: check that they are not headings',
  description:
    `Looks at each <p> followed directly by another <p>: when it is short (at most ${MAX_HEADING_CHARS} characters, and shorter than the next one) and all its text is bold (weight ${BOLD}+) while the next paragraph's is not, or drawn at least ${LARGER} times the next paragraph's font size, it may be a heading in disguise (HTML: headings are h1–h6; WCAG 1.3.1 failure F2) and warns: whether it titles what follows (or is a price, a tagline, a lead-in drawn the same way) is a reader\'s judgement, which is why axe-core keeps its rule experimental. A paragraph that is all one link, or a label ending with a colon, is not taken for a heading. ` +
    'Weights and sizes come from the resolved styles; where they cannot be resolved statically the paragraph needs review. Italics are not judged.',
  why: 'Screen reader users jump through a page by its headings; a title drawn bold or large in a <p> looks like a heading but is read as ordinary text and is missing from that list, so the structure sighted readers see is lost.',
  fix: 'Mark up the title as a heading of the right level (<h2>, <h3> …) and style the heading as you like.',
  impact: 'minor',
  tags: ['axe:p-as-heading', 'wcag:1.3.1'],
  references: ['https://www.w3.org/WAI/WCAG22/Techniques/failures/F2'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    let unknown = 0;
    let failed = 0;
    for (const p of page.index.byTag.get('p') ?? []) {
      const next = nextElementSibling(p);
      if (!next || next.name !== 'p' || isHidden(page, p) || explicitRole(p) === 'heading') continue;
      const own = textStyle(page, p);
      // A run-in label ("See also:") introduces what follows rather than heading it; a paragraph that is one link is a link.
      if (own.length === 0 || own.length > MAX_HEADING_CHARS || own.last === ':' || own.allLinked) continue;
      const body = textStyle(page, next);
      if (body.length <= own.length) continue;
      checked++;
      if (own.weight === null || own.size === null || body.weight === null || body.size === null) {
        unknown++;
        continue;
      }
      const bold = own.weight >= BOLD && body.weight < BOLD;
      const larger = own.size >= body.size * LARGER;
      if (!bold && !larger) continue;
      failed++;
      const how = [bold ? `bold (${own.weight})` : '', larger ? `${Math.round(own.size)} px against ${Math.round(body.size)} px` : ''].filter(Boolean).join(' and ');
      // Whether it is a heading is a reader's judgement (a price, a tagline or a lead-in is drawn the
      // same way): the look is a reason to review, not proof of a failure.
      ctx.warn(p, () => `"${shortText(p, 50)}" is a short paragraph drawn ${how} above a paragraph of body text: if it titles what follows, make it a heading.`);
    }
    if (checked === 0) return ctx.notApplicable('No short paragraph is followed by a longer one.');
    if (failed === 0 && unknown > 0) return ctx.needsReview(`${unknown} short paragraph(s) before body text have a weight or size that depends on styles that cannot be resolved statically.`);
    return undefined;
  },
});
