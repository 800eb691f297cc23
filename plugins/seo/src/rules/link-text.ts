import type { AnyNode, Element } from 'domhandler';
import { defineRule, dom, pageLinks, linkText } from '@pagegrade/core';

/**
 * Generic English link texts. The idea and the first entries follow Lighthouse's SEO audit
 * "link-text" (which carries such a list for several languages); this short list is our own.
 */
const GENERIC = new Set([
  'click here',
  'click',
  'click this',
  'here',
  'right here',
  'this',
  'this link',
  'link',
  'go',
  'start',
  'more',
  'read more',
  'learn more',
  'see more',
  'find out more',
  'more info',
  'more information',
  'info',
  'information',
  'details',
  'more details',
  'continue',
  'continue reading',
]);

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.…:!»›→>\u2192\u00bb\u203a\-–—]+$/u, '')
    .replace(/^[«‹←<\u2190\-–—]+/u, '')
    .trim();
}

const LONGEST_GENERIC = Math.max(...[...GENERIC].map((g) => g.length));

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * A necessary condition for normalise(text) to be a generic phrase: normalise only removes characters at the ends, never an
 * ASCII letter, so the span from the first to the last ASCII letter survives it and must fit in
 * the longest phrase.
 */
function couldBeGeneric(text: string): boolean {
  const first = firstLetter(text);
  return first !== -1 && lastLetter(text) - first + 1 <= LONGEST_GENERIC;
}

/** Index of the first ASCII letter, or -1. */
function firstLetter(text: string): number {
  for (let i = 0; i < text.length; i++) if (isAsciiLetter(text.charCodeAt(i))) return i;
  return -1;
}

/** Index of the last ASCII letter, or -1. */
function lastLetter(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (isAsciiLetter(text.charCodeAt(i))) return i;
  return -1;
}

/**
 * A necessary condition for normalise(text) to be a generic phrase, given the lower-cased text,
 * without normalise's two replaces: normalise keeps a slice of the lower-cased text and removes no
 * ASCII letter around it, and every phrase starts and ends with one, so the phrase would be the
 * span from the first to the last ASCII letter.
 */
function letterSpanIsGeneric(lower: string): boolean {
  const first = firstLetter(lower);
  return first !== -1 && GENERIC.has(lower.slice(first, lastLetter(lower) + 1));
}

/**
 * couldBeGeneric of the text normalizeSpace would make of `raw`, read off `raw` itself:
 * normalising only trims the ends
 * and collapses runs of HTML white space, so every other character between the first and the last
 * ASCII letter stays inside the span couldBeGeneric measures.
 */
function rawCouldBeGeneric(raw: string): boolean {
  let i = firstLetter(raw);
  if (i === -1) return false;
  const last = lastLetter(raw);
  let kept = 0;
  for (; i <= last; i++) if (!dom.isHtmlSpaceCode(raw.charCodeAt(i)) && ++kept > LONGEST_GENERIC) return false;
  return true;
}

/**
 * rawCouldBeGeneric of the raw text linkText joins from the link's nodes, read node by node in
 * linkText's order and limits without joining it: links with markup inside (spans, icons, images)
 * are ruled out as soon as more than the longest phrase's letters lie between their first and
 * their last ASCII letter. The text of more nodes only widens that span.
 */
function walkCouldBeGeneric(el: Element): boolean {
  let length = 0;
  let seen = 0;
  /** Characters other than HTML white space from the first ASCII letter on, or -1 before it. */
  let kept = -1;
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  while (stack.length && seen++ < MAX_NODES && length < MAX_CHARS) {
    const n = stack.pop()!;
    let piece: string;
    if (dom.isText(n)) piece = n.data;
    else if (dom.isElement(n)) {
      if (n.name === 'script' || n.name === 'style' || n.name === 'template') continue;
      if (n.name === 'img') {
        piece = dom.attr(n, 'alt') ?? '';
        length += 2;
      } else piece = '';
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    } else continue;
    length += piece.length;
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      if (kept < 0) {
        if (isAsciiLetter(c)) kept = 1;
      } else if (!dom.isHtmlSpaceCode(c)) {
        kept++;
        if (kept > LONGEST_GENERIC && isAsciiLetter(c)) return false;
      }
    }
  }
  return kept >= 0;
}

/** linkText's defaults, which walkCouldBeGeneric follows. */
const MAX_CHARS = 300;
const MAX_NODES = 500;

export default defineRule({
  id: 'seo/link-text',
  dimension: 'seo',
  title: 'Links have descriptive text',
  failureTitle: 'Some links have generic text such as “click here” or “read more”',
  description: 'Compares the text of every link to another page (same-page fragments and non-http links excluded) with a short list of generic English phrases (click here, read more, learn more, more, here …). Any match fails.',
  why: 'Search engines read link text to understand what the target page is about; "click here" tells them nothing, and out of context it tells screen-reader users nothing either.',
  fix: 'Write link text that names the destination, e.g. "Oak table care guide" instead of "Read more".',
  impact: 'minor',
  tags: ['lighthouse:link-text'],
  check(ctx) {
    let links = 0;
    for (const l of pageLinks(ctx.page)) {
      if (!l.url || l.samePage) continue;
      links++;
      // A link of one text node is judged on its raw text, which linkText would normalise.
      if (l.onlyText !== null ? !rawCouldBeGeneric(l.onlyText) : !walkCouldBeGeneric(l.element)) continue;
      const text = linkText(l.element);
      if (text.length > 40 || !couldBeGeneric(text) || !letterSpanIsGeneric(text.toLowerCase())) continue;
      if (GENERIC.has(normalise(text))) ctx.report(l.element, `Link to ${l.url} has the generic text "${text}".`);
    }
    if (links === 0) return ctx.notApplicable('The page has no links to other pages.');
    return undefined;
  },
});
