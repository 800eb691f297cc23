import type { Element, ParentNode } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';
import { isElement } from './index.ts';

/** Roots of SVG and MathML subtrees (foreign content: their elements are not HTML elements). */
const FOREIGN_ROOTS = new Set(['svg', 'math']);

/** Answers of inForeignContent so far: element → inside foreign content. */
const foreignAnswers = perPage((): Map<Element, boolean> => new Map());

/**
 * Whether an element is an SVG or MathML root or lies inside one. Answered by walking up to the
 * nearest ancestor already answered, so a page costs at most one visit per element however many
 * are asked about; checks ask only about the few elements that would otherwise be reported.
 */
export function inForeignContent(page: Page, el: Element): boolean {
  const known = foreignAnswers(page);
  const path: Element[] = [];
  let answer = false;
  for (let node: Element | null = el; node; ) {
    const cached = known.get(node);
    if (cached !== undefined) {
      answer = cached;
      break;
    }
    path.push(node);
    if (FOREIGN_ROOTS.has(node.name)) {
      answer = true;
      break;
    }
    const parent: ParentNode | null = node.parent;
    node = parent && isElement(parent) ? parent : null;
  }
  // Everything on the path below a foreign root is inside it; below a cached answer it shares it.
  for (const node of path) known.set(node, answer);
  return answer;
}

/** Whether a tag name can be a custom element's (it has a hyphen and starts with a letter). */
export function isCustomElementName(name: string): boolean {
  return name.includes('-') && /^[a-z]/.test(name);
}
