import { dom, perPage, tagRanks, type Detail, type FindingTarget, type Page, type RuleContext } from '@pagegrade/core';
import type { AnyNode, Element, Text } from 'domhandler';
import { ARTICLE_TYPES, mainNodesOf } from './jsonld.ts';

/**
 * Fast element test for hot loops. core's dom.isElement compares with htmlparser2's ElementType
 * enum, which costs hundreds of nanoseconds per call through the module namespace.
 */
export function isEl(n: unknown): n is Element {
  const t = (n as { type?: unknown } | null)?.type;
  return t === 'tag' || t === 'script' || t === 'style';
}

/** The `<meta>` values by lower-cased name: several rules ask for several keys, so the meta elements are read once per page. */
const metaByKey = perPage((page: Page): Map<string, Array<{ el: Element; value: string }>> => {
  const byKey = new Map<string, Array<{ el: Element; value: string }>>();
  for (const m of page.index.byTag.get('meta') ?? []) {
    const n = (dom.attr(m, 'name') ?? dom.attr(m, 'property') ?? dom.attr(m, 'itemprop') ?? '').trim().toLowerCase();
    let list = byKey.get(n);
    if (!list) byKey.set(n, (list = []));
    list.push({ el: m, value: (dom.attr(m, 'content') ?? '').trim() });
  }
  return byKey;
});

/** `<meta name|property=key content>` values, case-insensitive key, in document order. */
export function metaValues(page: Page, key: string): Array<{ el: Element; value: string }> {
  return metaByKey(page).get(key.toLowerCase()) ?? [];
}

export function metaContent(page: Page, key: string): string | null {
  return metaValues(page, key)[0]?.value ?? null;
}

/** Concatenated text of a subtree without script, style and template (iterative, no per-node enum lookups). */
export function fastText(root: Element | Page['document']): string {
  const parts: string[] = [];
  const stack: Array<Element['children'][number]> = [];
  for (let i = root.children.length - 1; i >= 0; i--) stack.push(root.children[i]!);
  while (stack.length) {
    const n = stack.pop()!;
    const t = n.type;
    if (t === 'text') parts.push((n as { data: string }).data);
    else if (t === 'tag' || t === 'root') {
      const kids = (n as Element).children;
      if ((n as Element).name === 'template') continue;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
  }
  return parts.join('');
}

/**
 * dom.wordCount(fastText(root)) without building the text: the same walk, counting as it goes (a
 * word may run on from one text node into the next, as in the joined text).
 */
export function textWords(page: Page, root: Element | Page['document']): number {
  const html = page.html;
  let words = 0;
  let inWord = 0;
  const stack: AnyNode[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) stack.push(root.children[i]!);
  while (stack.length) {
    const n = stack.pop()!;
    const t = n.type;
    if (t === 'text') {
      const text = n as Text;
      const r = dom.isSourceText(text) ? dom.scanWords(html, inWord, text.startIndex!, text.endIndex! + 1) : dom.scanWords(text.data, inWord);
      words += r >> 1;
      inWord = r & 1;
    } else if (t === 'tag' || t === 'root') {
      const kids = (n as Element).children;
      if ((n as Element).name === 'template') continue;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
  }
  return words;
}

const wordsByRoot = perPage((): Map<Element | Page['document'], number> => new Map());

/** textWords of an element, cached per page: the body and the main element are counted by several rules. */
export function elementWords(page: Page, root: Element | Page['document']): number {
  const byRoot = wordsByRoot(page);
  let n = byRoot.get(root);
  if (n === undefined) byRoot.set(root, (n = textWords(page, root)));
  return n;
}

/**
 * Why the page counts as an article (a blog post, news story, guide), or null. Signals: JSON-LD of
 * the Article family, `og:type=article`, or `article:published_time`. A bare <article> element is
 * not enough: sites use it for cards and teasers too.
 */
export const articleSignal = perPage((page: Page): string | null => {
  let why: string | null = null;
  const ld = mainNodesOf(page, ARTICLE_TYPES)[0];
  if (ld) why = `JSON-LD ${ld.types[0]}`;
  else if ((metaContent(page, 'og:type') ?? '').toLowerCase() === 'article') why = 'og:type "article"';
  else if (metaContent(page, 'article:published_time')) why = 'article:published_time';
  return why;
});

/** The element that holds the primary content: <main>, role=main, or the single/largest <article>. */
export const mainElement = perPage((page: Page): Element | null => {
  let main = page.index.byTag.get('main')?.find((m) => !dom.hasAttr(m, 'hidden')) ?? null;
  // Otherwise the first role=main in the order of a loop over byTag, read from the elements that have a role.
  if (!main) main = elementsWhere(page, ['role'], (el) => dom.attr(el, 'role')?.trim().toLowerCase() === 'main')[0] ?? null;
  return main;
});

/**
 * The elements that carry at least one of the attributes and pass the test, each once, in the
 * order of a loop over `page.index.byTag` (tags in order of first appearance, document order
 * within a tag). Lets a rule test the few elements with an attribute instead of every element of
 * the page, with the same result; only the matches are sorted.
 */
export function elementsWhere(page: Page, names: readonly string[], test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  for (let i = 0; i < names.length; i++) {
    for (const el of page.index.byAttribute.get(names[i]!) ?? []) {
      // Listed under an earlier name: already tested.
      let earlier = false;
      for (let j = 0; j < i && !earlier; j++) earlier = el.attribs[names[j]!] !== undefined;
      if (!earlier && test(el)) out.push(el);
    }
  }
  if (out.length < 2) return out;
  const r = tagRanks(page);
  return out.sort((a, b) => r.get(a.name)! - r.get(b.name)! || (a.startIndex ?? 0) - (b.startIndex ?? 0));
}

/**
 * The first element (in list order) of the first of `tags` that has one passing the test, as a
 * search of the list per tag would find it, in one pass: lists of elements with a rel hold
 * hundreds of <a rel="nofollow">.
 */
export function firstOfTags(list: readonly Element[], tags: readonly string[], test: (el: Element) => boolean): Element | null {
  let best: Element | null = null;
  let bestRank = tags.length;
  for (const el of list) {
    const rank = tags.indexOf(el.name);
    if (rank < 0 || rank >= bestRank || !test(el)) continue;
    best = el;
    bestRank = rank;
    if (rank === 0) break;
  }
  return best;
}

export function clip(s: string, max = 80): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** Whether a string is an absolute http(s) URL. */
export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Index of the first element starting after `pos` in a list sorted by start (binary search). */
export function firstAfter(list: readonly Element[], pos: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid]!.startIndex ?? 0) > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The start of an element's text: at most `maxChars` characters, visiting at most `maxNodes`
 * nodes, so that looking at many nested elements stays linear.
 */
export function boundedText(root: Element, maxChars = 300, maxNodes = 1000): string {
  return dom.boundedText(root, maxChars, maxNodes).slice(0, maxChars);
}

/** Words of text in <body> (or the document), cached per page. */
export function bodyWords(page: Page): number {
  return elementWords(page, page.index.byTag.get('body')?.[0] ?? page.document);
}

/**
 * Counts the findings reported through it, so a rule can pass with a page-specific detail. A class
 * rather than closures made per rule and page: its methods are compiled once and stay optimised.
 */
class Counting {
  count = 0;

  constructor(private readonly ctx: RuleContext) {}

  report(target: FindingTarget, detail: Detail): void {
    this.count++;
    this.ctx.report(target, detail);
  }

  warn(target: FindingTarget, detail: Detail): void {
    this.count++;
    this.ctx.warn(target, detail);
  }
}

/** Wraps ctx.report / ctx.warn to count findings, so a rule can pass with a page-specific detail. */
export function counting(ctx: RuleContext): { report: RuleContext['report']; warn: RuleContext['warn']; readonly count: number } {
  return new Counting(ctx);
}
