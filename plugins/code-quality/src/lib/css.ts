import type * as CssTree from 'css-tree';
import { csstree, cssListHead } from '@pagegrade/core';
import type { Stylesheet } from '@pagegrade/core';

/** Where a stylesheet comes from, for messages: its URL, `<style>` element or style attribute. */
export function sheetLabel(sheet: Stylesheet): string {
  if (sheet.origin === 'external') return sheet.url;
  if (sheet.origin === 'style-element') return `<style> at line ${sheet.baseLine}`;
  return `style attribute at line ${sheet.baseLine}`;
}

/** Generated source text of a CSS node, clipped for messages. */
export function cssText(node: CssTree.CssNode, max = 80): string {
  const s = csstree.generate(node);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/**
 * The generated text of a value, clipped like cssText. Style attributes are parsed without
 * positions, so their values have no source text to slice, and most are a single keyword, number,
 * dimension, percentage or colour: css-tree's generator writes such a node as the one token below,
 * so the text is read off the node instead of running the generator.
 */
export function valueText(value: CssTree.CssNode, max = 80): string {
  if (value.type === 'Value') {
    const head = cssListHead(value.children);
    if (head !== null && head.next === null) {
      const node = head.data;
      let s: string | null = null;
      if (node.type === 'Identifier') s = node.name;
      else if (node.type === 'Number') s = node.value;
      else if (node.type === 'Dimension') s = node.value + node.unit;
      else if (node.type === 'Percentage') s = node.value + '%';
      else if (node.type === 'Hash') s = '#' + node.value;
      if (s !== null) return s.length > max ? `${s.slice(0, max - 1)}…` : s;
    }
  }
  return cssText(value, max);
}

const VENDOR = /(^|[^a-z0-9_-])-(webkit|moz|ms|o|khtml)-/i;

/** A value that uses a vendor-prefixed keyword or function (display:-webkit-box, -moz-calc()). */
export function hasVendorValue(text: string): boolean {
  return VENDOR.test(text);
}

/** A value that contains var(), env() or attr(), which cannot be validated statically. */
export function hasSubstitution(value: CssTree.CssNode): boolean {
  let found = false;
  csstree.walk(value, {
    visit: 'Function',
    enter(node: CssTree.FunctionNode) {
      const n = node.name.toLowerCase();
      if (n === 'var' || n === 'env' || n === 'attr' || n === 'if') found = true;
    },
  });
  return found;
}

export { csstree };
