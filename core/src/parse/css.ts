import type * as CssTree from 'css-tree';
import { csstree } from './csstree.ts';

export type CssOrigin = 'style-element' | 'style-attribute' | 'external';

export interface CssParseError {
  message: string;
  line: number;
  column: number;
}

export interface Stylesheet {
  origin: CssOrigin;
  /** Absolute URL of an external sheet, else the page URL. */
  url: string;
  /** The `<style>`, `<link>` or styled element this CSS came from, when there is one. */
  element: import('domhandler').Element | null;
  text: string;
  ast: CssTree.CssNode;
  errors: CssParseError[];
  /** Line of the source text's start within the HTML document (1 for external sheets). */
  baseLine: number;
}

export function parseCss(
  text: string,
  origin: CssOrigin,
  url: string,
  element: Stylesheet['element'],
  baseLine = 1,
): Stylesheet {
  const errors: CssParseError[] = [];
  const ast = csstree.parse(text, {
    context: origin === 'style-attribute' ? 'declarationList' : 'stylesheet',
    positions: origin !== 'style-attribute',
    parseValue: true,
    onParseError(error) {
      const e = error as unknown as { formattedMessage?: string; message: string; line?: number; column?: number };
      errors.push({ message: e.message, line: e.line ?? 1, column: e.column ?? 1 });
    },
  });
  return { origin, url, element, text, ast, errors, baseLine };
}
