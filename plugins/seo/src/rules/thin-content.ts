import type { AnyNode, Text } from 'domhandler';
import { defineRule, dom, notRenderedOf, pageScripts, type Page } from '@pagegrade/core';
import { hiddenRanges, tagRanges, type Ranges } from '../lib/ranges.ts';
import { plural } from '../lib/meta.ts';

/** Under about 200 words a page rarely answers a query on its own (the "low word count" threshold of common site auditors). */
const THIN = 200;
/** Under this, with scripts on the page, the content is probably rendered client-side. */
const SHELL = 50;
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'title', 'textarea', 'option']);

export default defineRule({
  id: 'seo/thin-content',
  dimension: 'seo',
  title: 'The page has substantial text content',
  failureTitle: 'The page has very little text content',
  description: `Counts the words of visible text in the server-sent HTML (scripts, styles, templates and noscript excluded, and text hidden by markup or by the page's style sheets). Under ${THIN} words warns; under ${SHELL} words on a page that loads scripts is needs-review, because the content is probably rendered by JavaScript.`,
  why: 'Search engines rank pages on what they say; a page with a few dozen words rarely answers a query, and content that exists only after JavaScript runs is indexed later, if at all.',
  fix: 'Give the page enough unique, useful text for its purpose, and render the main content on the server (SSR or pre-rendering) rather than only in the browser.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const words = visibleWords(ctx.page);
    if (words < SHELL && pageScripts(ctx.page).some((s) => s.external || s.module)) return ctx.needsReview(`The HTML has only ${plural(words, 'word')} of text and loads scripts; the content is probably rendered by JavaScript, so judge the rendered page.`);
    if (words < THIN) return ctx.warning(`The page has ${plural(words, 'word')} of visible text (under ${THIN}).`);
    return ctx.pass(`${plural(words, 'word')} of visible text.`);
  },
});

/**
 * The words of the page's text nodes, less those under a SKIP parent and those in hidden,
 * template or noscript subtrees. Every text node is a child of the document or of an element in
 * the index, and the sum does not depend on the order, so the text nodes are read as the children
 * of each indexed element (skipping the SKIP tags' lists whole) rather than by walking the tree:
 * no stack, and no visit of the elements themselves.
 */
function visibleWords(page: Page): number {
  const counter = new WordCounter(page);
  counter.addChildren(page.document.children);
  // SKIP holds script and style too, whose text the engine walks as code.
  for (const [tag, elements] of page.index.byTag) if (!SKIP.has(tag)) for (const el of elements) counter.addChildren(el.children);
  return counter.words;
}

/** Counts the words of the page's visible text as it is handed over, text node by text node. */
class WordCounter {
  words = 0;
  private hidden: Ranges | null = null;
  private skipped: Ranges | null = null;
  constructor(private readonly page: Page) {}

  addChildren(kids: AnyNode[]): void {
    for (let i = 0; i < kids.length; i++) {
      const node = kids[i]!;
      if (node.type !== 'text') continue;
      const text = node as Text;
      const n = dom.isSourceText(text) ? dom.wordCountCjk(this.page.html, text.startIndex!, text.endIndex! + 1) : dom.wordCountCjk(text.data);
      // A text node without words (white space between tags) adds nothing, hidden or not.
      if (n === 0) continue;
      this.hidden ??= hiddenRanges(this.page);
      this.skipped ??= tagRanges(this.page, 'template', 'noscript');
      if (this.hidden.contains(node) || this.skipped.contains(node)) continue;
      const parent = node.parent;
      if (parent && dom.isElement(parent) && notRenderedOf(this.page, parent) === true) continue;
      this.words += n;
    }
  }
}
