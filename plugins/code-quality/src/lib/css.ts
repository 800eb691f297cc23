import type * as CssTree from 'css-tree';
import { csstree } from '@pagegrade/core';
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
