import type * as CssTree from 'css-tree';
import { csstree, cssListHead, perPage } from '@pagegrade/core';
import type { Element } from 'domhandler';
import type { Page, Stylesheet } from '@pagegrade/core';

/**
 * One pass over every stylesheet of a page (inline <style>, style="" attributes, fetched external
 * sheets), shared by the UI/UX rules as a per-page fact. It does not parse: it
 * walks the ASTs the engine built. Values are generated as text only for the properties the
 * UI/UX rules read, and selectors only on demand, so 50,000-rule sheets stay cheap.
 */

/** Properties whose values the rules read. */
const INTERESTING = new Set([
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
      if (!INTERESTING.has(property)) continue;
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

export function decls(page: Page, ...properties: string[]): CssDecl[] {
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
export function subjectOf(complex: string): string {
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
export function typeOf(compound: string): string {
  let i = 0;
  while (i < compound.length && /[A-Za-z0-9_-]/.test(compound[i]!)) i++;
  return compound.slice(0, i).toLowerCase();
}

/**
 * The rule's selectors with their subjects, split once per rule: several checks ask about the same
 * rules (does it style html or body, bare paragraphs, form fields …).
 */
function selectorParts(rule: CssRuleInfo): readonly SelectorPart[] {
  if (rule.parts === null) {
    rule.parts = [];
    for (const selector of splitSelectorList(selectorText(rule))) {
      const subject = subjectOf(selector).toLowerCase();
      rule.parts.push({ selector, subject, type: typeOf(subject) });
    }
  }
  return rule.parts;
}

/** Whether one of the rule's selectors has html, :root or body (alone) as its subject; the selector, or null. */
function targetsRoot(rule: CssRuleInfo, which: 'html' | 'body' | 'either' = 'either'): string | null {
  const parts = selectorParts(rule);
  if (which !== 'body') for (const p of parts) if (isHtmlSubject(p)) return p.selector;
  if (which !== 'html') for (const p of parts) if (isBodySubject(p)) return p.selector;
  return null;
}

function isHtmlSubject({ subject, type }: SelectorPart): boolean {
  const rest = subject.slice(type.length);
  const pseudoOk = rest === '' || /^(:root)?$/.test(rest);
  return (type === 'html' && pseudoOk) || subject === ':root' || subject === 'html:root';
}

function isBodySubject({ subject, type }: SelectorPart): boolean {
  return type === 'body' && subject.length === type.length;
}

/** Whether one of the rule's selectors has a subject that is exactly one of these tag names. */
export function targetsBareTag(rule: CssRuleInfo, tags: ReadonlySet<string>): boolean {
  for (const p of selectorParts(rule)) if (tags.has(p.subject)) return true;
  return false;
}

/** A length in CSS pixels, when it can be known without layout (px, pt, rem/em at the 16px default). */
export function lengthPx(value: string, rootPx = 16): number | null {
  const m = /^(-?\d*\.?\d+)(px|pt|rem|em|pc|in|cm|mm|q)?$/.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  switch (m[2]) {
    case undefined:
      return n === 0 ? 0 : null;
    case 'px':
      return n;
    case 'pt':
      return (n * 4) / 3;
    case 'pc':
      return n * 16;
    case 'in':
      return n * 96;
    case 'cm':
      return (n * 96) / 2.54;
    case 'mm':
      return (n * 96) / 25.4;
    case 'q':
      return (n * 96) / 101.6;
    case 'rem':
    case 'em':
      return n * rootPx;
  }
  return null;
}

/** Font size keywords of CSS Fonts at the 16px default (`medium`). */
export const FONT_KEYWORDS: Record<string, number> = {
  'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32, 'xxx-large': 48,
};

/** Where a declaration is, for messages: `body { … }` or `style="" on <body>`. */
export function declWhere(d: CssDecl): string {
  if (d.rule) {
    const sel = selectorText(d.rule);
    const short = sel.length > 80 ? `${sel.slice(0, 79)}…` : sel;
    return `"${short}"${d.rule.media ? ` (in @media ${d.rule.media.length > 60 ? d.rule.media.slice(0, 59) + '…' : d.rule.media})` : ''}`;
  }
  return d.element ? `style="" on <${d.element.name}>` : 'a style attribute';
}

/** A finding target for a declaration: the styled element for inline styles, else the sheet position. */
export function declTarget(d: CssDecl): Element | { stylesheet: Stylesheet; node: CssTree.CssNode } {
  if (!d.rule && d.element) return d.element;
  return { stylesheet: d.sheet, node: d.node };
}

/** Whether a media condition can apply on screens (not print-only, not speech-only). */
export function screenMedia(media: string | null): boolean {
  if (!media) return true;
  if (/(^|[\s,(])print\b/.test(media) && !/\bscreen\b|\ball\b/.test(media)) return false;
  if (/\bspeech\b/.test(media) && !/\bscreen\b/.test(media)) return false;
  return true;
}

/** Linked stylesheets whose CSS is not in the snapshot (not fetched, or failed): what the rules cannot see. */
export function unfetchedSheets(page: Page): string[] {
  const seen = new Set(page.stylesheets.filter((s) => s.origin === 'external').map((s) => s.url));
  const out: string[] = [];
  for (const l of page.index.byTag.get('link') ?? []) {
    const rel = (l.attribs['rel'] ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('stylesheet') || rel.includes('alternate')) continue;
    const href = l.attribs['href'];
    const abs = href ? page.resolveUrl(href) : null;
    if (abs && !seen.has(abs)) out.push(abs);
  }
  return out;
}

/** Whether a media condition only applies to wide (desktop) viewports: a min-width of 600px or more. */
export function desktopOnly(media: string | null): boolean {
  if (!media) return false;
  const m = /min-width\s*:\s*(\d+(?:\.\d+)?)(px|em|rem)/.exec(media);
  if (!m) return /width\s*>=?\s*(\d{3,})px/.test(media) && Number(/width\s*>=?\s*(\d{3,})px/.exec(media)![1]) >= 600;
  const px = m[2] === 'px' ? Number(m[1]) : Number(m[1]) * 16;
  return px >= 600;
}

/** The font size in a `font` shorthand value, or null. */
export function fontShorthandSize(value: string): { size: string; lineHeight: string | null } | null {
  const m = /(?:^|\s)(\d*\.?\d+(?:px|pt|rem|em|%)|xx-small|x-small|small|medium|large|x-large|xx-large)(?:\s*\/\s*(\S+))?(?=\s|$)/.exec(value.slice(0, 300));
  return m ? { size: m[1]!, lineHeight: m[2] ?? null } : null;
}

/**
 * Declarations setting a font size (font-size, or the size inside the font shorthand), with the
 * size text. Asked by several checks (directly and through rootFontSizes): made once per page.
 */
export const fontSizeDecls = perPage((page: Page): ReadonlyArray<{ decl: CssDecl; size: string }> => {
  const out: Array<{ decl: CssDecl; size: string }> = [];
  for (const d of decls(page, 'font-size', 'font')) {
    if (d.property === 'font-size') out.push({ decl: d, size: d.value });
    else {
      const s = fontShorthandSize(d.value);
      if (s) out.push({ decl: d, size: s.size });
    }
  }
  return out;
});

/** Whether a declaration applies to the html/:root or body element: a rule whose subject is one, or a style="" on it. */
export function rootTarget(d: CssDecl, which: 'html' | 'body' | 'either' = 'either'): boolean {
  if (d.rule) return targetsRoot(d.rule, which) !== null;
  if (!d.element) return false;
  return which === 'either' ? d.element.name === 'html' || d.element.name === 'body' : d.element.name === which;
}
