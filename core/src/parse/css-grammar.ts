import type * as CssTree from 'css-tree';
import { csstree } from './csstree.ts';

/**
 * Verdicts by property and value text, kept across pages: a verdict depends on the two strings
 * alone, so no result can change with what was analysed before. Sites share most of their CSS
 * values (`display: block`, `margin: 0 auto`): over the 258 pages of the benchmark corpus,
 * analysed once from cold, 72 % of the per-page distinct declarations had been matched on an
 * earlier page. Bounded: emptied when it holds VERDICTS_MAX values.
 */
const VERDICTS_MAX = 20_000;
const verdicts = new Map<string, Map<string, boolean>>();
let verdictCount = 0;

/**
 * Whether css-tree's lexer rejects a declaration's value against the grammar of `property` (its
 * lower-case name without prefix) with a syntax mismatch; `text` is the value's source text, the
 * key under which the verdict is remembered. Matching costs tens of microseconds, so a check
 * bounds how many distinct declarations of a page it asks about.
 */
export function grammarRejects(decl: CssTree.Declaration, property: string, text: string): boolean {
  let byText = verdicts.get(property);
  const known = byText?.get(text);
  if (known !== undefined) return known;
  const rejected = lexerRejects(decl);
  if (verdictCount >= VERDICTS_MAX) {
    verdicts.clear();
    verdictCount = 0;
    byText = undefined;
  }
  if (byText === undefined) verdicts.set(property, (byText = new Map()));
  byText.set(text, rejected);
  verdictCount++;
  return rejected;
}

/**
 * The lexer builds an error object for every rejected value and formats a stack trace for it,
 * which costs more than the match itself; the trace is never read, so none is captured.
 */
function lexerRejects(decl: CssTree.Declaration): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const m = csstree.lexer.matchDeclaration(decl);
    return !!m.error && (m.error as { name?: string }).name === 'SyntaxMatchError';
  } finally {
    Error.stackTraceLimit = limit;
  }
}
