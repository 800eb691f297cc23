import type * as CssTree from 'css-tree';
import type { Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';
import type { Stylesheet } from '../parse/css.ts';
import { csstree, cssListHead } from '../parse/csstree.ts';

/**
 * The CSS index: one pass over every stylesheet of a page (inline <style>, style="" attributes,
 * fetched external sheets), once per page. It does not parse: it walks the ASTs the engine built.
 * Values are read as text only for the indexed properties, and selectors only on demand, so
 * 50,000-rule sheets stay cheap.
 */

/** The properties the index holds declarations of (a check that reads another adds it here). */
export const INDEXED: ReadonlySet<string> = new Set([
  'font-size', 'line-height', 'font', 'width', 'min-width', 'height', 'min-height', 'max-width',
  'padding', 'outline', 'outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border', 'border-color', 'border-bottom', 'text-decoration', 'background', 'background-color',
  'user-select', '-webkit-user-select', '-moz-user-select', '-ms-user-select', 'cursor',
  'overflow', 'overflow-x', 'overflow-y', 'position', 'z-index', 'top', 'left', 'right', 'bottom', 'inset',
  'animation', 'animation-name', 'animation-duration', 'transition', 'transition-property', 'transition-duration',
  'text-align', 'font-weight', 'touch-action', 'display', 'visibility', 'opacity', 'color-scheme', 'text-transform',
  'scroll-behavior', 'scroll-snap-type', 'pointer-events',
]);

export interface CssRuleInfo {
  sheet: Stylesheet;
  node: CssTree.Rule;
  /** Media queries of the enclosing @media blocks, lower-cased, joined with " and ". Null outside @media. */
  media: string | null;
  decls: CssDecl[];
  /** Selector text, made on first request (see selectorText). */
  selector: string | null;
  /** Its selectors' subjects, made on first request (see selectorParts). */
  parts: SelectorPart[] | null;
}

/** One selector of a rule's list, with its subject (lower-cased) and the subject's type selector. */
export interface SelectorPart {
  selector: string;
  subject: string;
  type: string;
}

export class CssDecl {
  private text: string | null = null;

  constructor(
    readonly property: string,
    readonly important: boolean,
    readonly node: CssTree.Declaration,
    readonly sheet: Stylesheet,
    /** The enclosing rule, or null for a style="" attribute. */
    readonly rule: CssRuleInfo | null,
    /** The element carrying the style="" attribute, for inline styles. */
    readonly element: Element | null,
  ) {}

  /**
   * Value text, lower-cased, without !important. Made on first read: the values of many
   * declarations (padding, background, border, top …) are read only when their rule matters to
   * a check (a fixed overlay, a :focus rule, a small tap target), so most are never made.
   */
  get value(): string {
    if (this.text === null) {
      let value = sourceOf(this.node.value, this.sheet, 1000).toLowerCase();
      if (value.includes('!')) value = value.replace(/\s*!\s*important$/, '');
      this.text = value;
    }
    return this.text;
  }
}

export interface CssIndex {
  /** Declarations of the interesting properties, by lower-cased property name. */
  byProperty: Map<string, CssDecl[]>;
  /** Preludes of every @media / @import condition, lower-cased (`(prefers-color-scheme: dark)`). */
  mediaQueries: Array<{ text: string; sheet: Stylesheet; node: CssTree.Atrule }>;
  /** Names of @keyframes defined. */
  keyframes: Set<string>;
  /** Number of style rules seen (outside @keyframes). */
  ruleCount: number;
}

/**
 * Source text of a node, sliced from the sheet by its position (much cheaper than regenerating
 * it), with white space collapsed; regenerated when the sheet was parsed without positions.
 */
function sourceOf(node: CssTree.CssNode, sheet: Stylesheet | undefined, max: number): string {
  const loc = node.loc;
  let s: string;
  if (sheet && loc && sheet.origin !== 'style-attribute') s = sheet.text.slice(loc.start.offset, Math.min(loc.end.offset, loc.start.offset + max));
  else s = csstree.generate(node).slice(0, max);
  if (s.includes('/*')) s = s.replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, '');
  if (/[\t\n\r\f]| {2}/.test(s)) s = s.replace(/\s+/g, ' ');
  return s.trim();
}

/** The page's CSS index, once per page. */
export const cssIndex = perPage((page: Page): CssIndex => {
  const idx: CssIndex = { byProperty: new Map(), mediaQueries: [], keyframes: new Set(), ruleCount: 0 };
  for (const sheet of page.stylesheets) {
    const ast = sheet.ast as CssTree.CssNode;
    if ('children' in ast) visit(idx, sheet, sheet.origin === 'style-attribute' ? sheet.element : null, childrenOf(ast), [], null, null, false, 0);
  }
  return idx;
});

/** The first item of a node's children, walked by their links (see cssListHead). */
function childrenOf(node: CssTree.CssNode): CssTree.ListItem<CssTree.CssNode> | null {
  return cssListHead((node as unknown as { children?: CssTree.List<CssTree.CssNode> | null }).children);
}

/**
 * A hand-rolled walk over rules, at-rules and declarations only: it never descends into selectors
 * or values, which hold most of the nodes of a large sheet. `mediaText` is `media` joined, made
 * once per @media block instead of once per rule in it. `element` is the styled element of a
 * style="" sheet, else null.
 */
function visit(
  out: CssIndex,
  sheet: Stylesheet,
  element: Element | null,
  item: CssTree.ListItem<CssTree.CssNode> | null,
  media: string[],
  mediaText: string | null,
  rule: CssRuleInfo | null,
  inKeyframes: boolean,
  depth: number,
): void {
  if (depth > 100) return;
  for (; item !== null; item = item.next) {
    const node = item.data;
    if (node.type === 'Declaration') {
      if (inKeyframes) continue;
      const property = node.property.toLowerCase();
      if (!INDEXED.has(property)) continue;
      const decl = new CssDecl(property, !!node.important, node, sheet, rule, element);
      let l = out.byProperty.get(property);
      if (!l) out.byProperty.set(property, (l = []));
      l.push(decl);
      if (rule) rule.decls.push(decl);
    } else if (node.type === 'Rule') {
      if (inKeyframes) continue;
      out.ruleCount++;
      const info: CssRuleInfo = { sheet, node, media: mediaText, decls: [], selector: null, parts: null };
      if (node.block) visit(out, sheet, element, childrenOf(node.block), media, mediaText, info, false, depth + 1);
    } else if (node.type === 'Atrule') {
      const name = node.name.toLowerCase();
      if (name === 'media' || name === 'import') {
        const text = node.prelude ? sourceOf(node.prelude, sheet, 500).toLowerCase() : '';
        out.mediaQueries.push({ text, sheet, node });
        if (name === 'media') {
          const inner = [...media, text];
          if (node.block) visit(out, sheet, element, childrenOf(node.block), inner, inner.join(' and '), rule, inKeyframes, depth + 1);
          continue;
        }
      } else if (name.endsWith('keyframes')) {
        if (node.prelude) out.keyframes.add(sourceOf(node.prelude, sheet, 200));
        continue;
      }
      if (node.block) visit(out, sheet, element, childrenOf(node.block), media, mediaText, rule, inKeyframes, depth + 1);
    } else if (node.type !== 'Value' && node.type !== 'SelectorList' && 'children' in node) {
      visit(out, sheet, element, childrenOf(node), media, mediaText, rule, inKeyframes, depth + 1);
    }
  }
}

/** The declarations of these properties, property by property, each in document order. */
export function cssDecls(page: Page, ...properties: string[]): CssDecl[] {
  const idx = cssIndex(page);
  // Concatenated, not spread into push: a page can declare more than a call has room for arguments.
  return ([] as CssDecl[]).concat(...properties.map((p) => idx.byProperty.get(p) ?? []));
}

/**
 * Selector text of a rule, cached on it. Rules reach the checks through their declarations, so
 * the text is sliced from the sheet; a rule without declarations the checks read would be
 * regenerated from its AST, as it always was.
 */
export function selectorText(rule: CssRuleInfo): string {
  return (rule.selector ??= sourceOf(rule.node.prelude, rule.decls.length ? rule.sheet : undefined, 2000));
}

/** Splits a selector list at top-level commas (not inside parentheses). */
export function splitSelectorList(sel: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sel.length; i++) {
    const c = sel.charCodeAt(i);
    if (c === 40) depth++;
    else if (c === 41) depth = Math.max(0, depth - 1);
    else if (c === 44 && depth === 0) {
      out.push(sel.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(sel.slice(start).trim());
  return out.filter(Boolean);
}

/** The last compound selector (the subject) of a complex selector: `nav ul > li a:hover` → `a:hover`. */
export function selectorSubject(complex: string): string {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < complex.length; i++) {
    const c = complex[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) cut = i + 1;
  }
  return complex.slice(cut).trim();
}

/** The type selector of a compound (`a.btn:hover` → `a`), or '' when there is none. */
export function compoundType(compound: string): string {
  let i = 0;
  while (i < compound.length && /[A-Za-z0-9_-]/.test(compound[i]!)) i++;
  return compound.slice(0, i).toLowerCase();
}

/**
 * The rule's selectors with their subjects, split once per rule: several checks ask about the same
 * rules (does it style html or body, bare paragraphs, form fields …).
 */
export function selectorParts(rule: CssRuleInfo): readonly SelectorPart[] {
  if (rule.parts === null) {
    rule.parts = [];
    for (const selector of splitSelectorList(selectorText(rule))) {
      const subject = selectorSubject(selector).toLowerCase();
      rule.parts.push({ selector, subject, type: compoundType(subject) });
    }
  }
  return rule.parts;
}
