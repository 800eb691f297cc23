import { csstree, cssListHead, defineRule, dom, perPage, styleOf, styleResolver, type Page } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { wcagContrast, type Rgb } from 'culori';
import { parseColour } from '../lib/contrast.ts';
import type * as CssTree from 'css-tree';
import type { AnyNode, Element } from 'domhandler';
import { describe, shortText } from '../lib/info.ts';

/** WCAG technique G183: a link told apart by colour alone needs 3:1 against the text around it. */
const MIN_CONTRAST = 3;
const BOLD = 600;
/** Elements that start a block of their own in the browser's default styles: text in them is not "around" a link outside them. */
const BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'dl', 'dd', 'dt', 'table', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'aside', 'nav', 'header', 'footer', 'main', 'blockquote', 'figure', 'figcaption', 'form', 'fieldset', 'pre', 'address', 'details', 'summary', 'br']);
/** Properties that can mark a link without colour and that the resolver does not read. */
const OTHER_CUES = new Set(['border', 'border-bottom', 'border-block-end', 'border-top', 'box-shadow', 'background', 'background-color', 'background-image', 'font-style', 'font-variant', 'outline', 'text-shadow', 'padding']);
const LINK_SELECTOR = /(?:^|[\s>+~,(])a(?=$|[\s.:#[>+~,)])|:(?:any-)?link\b/i;

function opaque(value: string | null): Rgb | null {
  const c = parseColour(value);
  return c && (c.alpha ?? 1) >= 1 ? c : null;
}

/** Whether some author rule for links sets a visual cue the resolver does not read (a border, a background …). */
const linkCuesInCss = perPage((page: Page): boolean => {
  for (const sheet of page.stylesheets) {
    if (sheet.origin === 'style-attribute') continue;
    const stack: CssTree.CssNode[] = [sheet.ast];
    while (stack.length) {
      const node = stack.pop()!;
      if (node.type === 'StyleSheet' || node.type === 'Block') {
        for (let it = cssListHead<CssTree.CssNode>(node.children as CssTree.List<CssTree.CssNode>); it; it = it.next) stack.push(it.data);
      } else if (node.type === 'Atrule' && node.block) stack.push(node.block);
      else if (node.type === 'Rule' && LINK_SELECTOR.test(csstree.generate(node.prelude))) {
        for (let it = cssListHead<CssTree.CssNode>(node.block.children as CssTree.List<CssTree.CssNode>); it; it = it.next) {
          if (it.data.type === 'Declaration' && OTHER_CUES.has(it.data.property.toLowerCase())) return true;
        }
      }
    }
  }
  return false;
});

/** Text of the nearest block around `link` that is outside any link and any nested block, up to `max` characters. */
function surroundingText(block: Element, max = 200): string {
  let out = '';
  const stack: AnyNode[] = [...block.children].reverse();
  let seen = 0;
  while (stack.length && out.length < max && seen++ < 5000) {
    const n = stack.pop()!;
    if (dom.isText(n)) out += n.data;
    else if (dom.isElement(n) && n.name !== 'a' && !BLOCKS.has(n.name) && n.name !== 'script' && n.name !== 'style' && n.name !== 'template') {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
  }
  return dom.normalizeSpace(out);
}

/** The element drawing the link's first piece of text (the link, or an element inside it). */
function textHolder(link: Element): Element | null {
  const stack: AnyNode[] = [...link.children].reverse();
  let seen = 0;
  while (stack.length && seen++ < 500) {
    const n = stack.pop()!;
    if (dom.isText(n) && !dom.isBlank(n.data)) return n.parent as Element;
    if (dom.isElement(n)) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return null;
}

type Verdict = { kind: 'cue' } | { kind: 'skip' } | { kind: 'unknown'; why: string } | { kind: 'colour'; ratio: number; link: string; text: string };

function judge(page: Page, link: Element, textOf: Map<Element, boolean>): Verdict {
  const parent = link.parent as Element | null;
  if (!parent || !dom.isElement(parent)) return { kind: 'skip' };
  const block = BLOCKS.has(parent.name) ? parent : (dom.closest(parent, (e) => BLOCKS.has(e.name)) ?? parent);
  // A link alone in its block (a menu item, a card title) is not in a block of text.
  let hasText = textOf.get(block);
  if (hasText === undefined) textOf.set(block, (hasText = /\p{L}{2}/u.test(surroundingText(block))));
  if (!hasText) return { kind: 'skip' };
  const holder = textHolder(link);
  if (!holder) return { kind: 'skip' };
  const ls = styleOf(page, link);
  if (ls.display === null) return { kind: 'unknown', why: 'its display depends on styles that cannot be resolved statically' };
  if (ls.display !== 'inline') return { kind: 'skip' };
  for (let cur: Element | null = holder; cur; cur = cur === link ? null : (cur.parent as Element)) {
    const line = styleOf(page, cur).textDecorationLine;
    if (line === null) return { kind: 'unknown', why: 'its text decoration depends on styles that cannot be resolved statically' };
    if (line !== 'none') return { kind: 'cue' };
  }
  const hs = styleOf(page, holder);
  const ps = styleOf(page, parent);
  if (hs.fontWeight === null || ps.fontWeight === null) return { kind: 'unknown', why: 'its font weight depends on styles that cannot be resolved statically' };
  if (hs.fontWeight >= BOLD !== ps.fontWeight >= BOLD) return { kind: 'cue' };
  const lc = opaque(hs.color);
  const tc = opaque(ps.color);
  if (!lc || !tc) return { kind: 'unknown', why: 'its colour or that of the text around it cannot be resolved statically' };
  return { kind: 'colour', ratio: wcagContrast(lc, tc), link: hs.color!, text: ps.color! };
}

export default defineRule({
  id: 'accessibility/link-in-text-block',
  dimension: 'accessibility',
  title: 'Links in text are distinguishable without colour',
  failureTitle: 'Some links in blocks of text differ from the text around them by colour alone',
  description:
    'For each link inside a block of text (its block has words outside links), reads the resolved styles: the link passes when it is underlined or otherwise decorated (the browser\'s default) or bold where the text is not (or the reverse). ' +
    `Otherwise only its colour marks it, and WCAG 1.4.1 (technique G183, failure F73) needs a contrast of ${MIN_CONTRAST}:1 with the surrounding text plus a cue on hover and focus: below ${MIN_CONTRAST}:1 it fails; at ${MIN_CONTRAST}:1 or more the hover and focus cue needs review. ` +
    'Links styled with a border, background or shadow by the page\'s style sheets, and styles that cannot be resolved, need review.',
  why: 'People who cannot tell the colours apart (about 1 man in 12 has a colour vision deficiency), or who read on a monochrome or high-contrast screen, see no link at all when colour is the only difference.',
  fix: 'Keep links in running text underlined (do not set text-decoration: none on them), or give them another non-colour cue such as a bottom border; a colour of at least 3:1 against the text also needs an underline on hover and focus.',
  impact: 'serious',
  tags: ['axe:link-in-text-block', 'wcag:1.4.1'],
  references: ['https://www.w3.org/WAI/WCAG22/Techniques/general/G183', 'https://www.w3.org/WAI/WCAG22/Techniques/failures/F73'],
  check(ctx) {
    const page = ctx.page;
    const links = (page.index.byTag.get('a') ?? []).filter((a) => a.attribs['href'] !== undefined && !isHidden(page, a));
    if (links.length === 0) return ctx.notApplicable('The page has no links.');
    if (!styleResolver(page).complete) return ctx.needsReview(`Style sheet(s) missing from the snapshot (${styleResolver(page).missing.slice(0, 2).join(', ')}): how links are drawn cannot be known.`);
    const otherCues = linkCuesInCss(page);
    let inText = 0;
    let failed = 0;
    let review = 0;
    // Whether each block has words of its own, outside its links (several links share a block).
    const textOf = new Map<Element, boolean>();
    for (const link of links) {
      const v = judge(page, link, textOf);
      if (v.kind === 'skip') continue;
      inText++;
      if (v.kind === 'cue') continue;
      if (v.kind === 'unknown') {
        review++;
        continue;
      }
      const c = v;
      if (c.ratio >= MIN_CONTRAST) {
        review++;
        ctx.warn(link, () => `${describe(link, 50)} ("${shortText(link, 30)}") is not underlined; its colour ${c.link} has ${c.ratio.toFixed(2)}:1 against the text (${c.text}): whether hover and focus add a cue needs review.`);
      } else if (otherCues) {
        review++;
      } else {
        failed++;
        ctx.report(link, () => `${describe(link, 50)} ("${shortText(link, 30)}") is not underlined and its colour ${c.link} has only ${c.ratio.toFixed(2)}:1 against the surrounding text (${c.text}); ${MIN_CONTRAST}:1 is needed.`);
      }
    }
    if (inText === 0) return ctx.notApplicable('No link sits in a block of text.');
    if (failed > 0) return undefined;
    if (review > 0) return ctx.needsReview(`${review} of ${inText} link(s) in text are told apart by colour, or drawn with styles that cannot be resolved statically: they need review.`);
    return ctx.pass(`All ${inText} link(s) in blocks of text are underlined or bold.`);
  },
});
