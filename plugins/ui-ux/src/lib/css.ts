import type * as CssTree from 'css-tree';
import { cssDecls, perPage, selectorParts, selectorText, type CssDecl, type CssRuleInfo, type Page, type SelectorPart, type Stylesheet } from '@pagegrade/core';
import type { Element } from 'domhandler';

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
  for (const d of cssDecls(page, 'font-size', 'font')) {
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
