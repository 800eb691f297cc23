import { perPage, type Page, type CssDecl } from '@pagegrade/core';
import { FONT_KEYWORDS, fontSizeDecls, lengthPx, rootTarget, screenMedia } from './css.ts';

export interface RootFontSize {
  decl: CssDecl;
  element: 'html' | 'body';
  size: string;
  /** Computed pixels, when knowable without layout. */
  px: number | null;
}

/**
 * Explicit font sizes on html/:root and body, in screen media, resolved to pixels where the CSS
 * alone determines them: html relative to the 16px default, body relative to the html size.
 * Three checks ask: worked out once per page.
 */
export const rootFontSizes = perPage((page: Page): readonly RootFontSize[] => {
  const all = fontSizeDecls(page).filter((x) => screenMedia(x.decl.rule?.media ?? null));
  const out: RootFontSize[] = [];
  let htmlPx = 16;
  for (const { decl, size } of all) {
    if (!rootTarget(decl, 'html')) continue;
    const px = toPx(size, 16, 16);
    if (px !== null && !decl.rule?.media) htmlPx = px;
    out.push({ decl, element: 'html', size, px });
  }
  for (const { decl, size } of all) {
    if (!rootTarget(decl, 'body')) continue;
    out.push({ decl, element: 'body', size, px: toPx(size, htmlPx, htmlPx) });
  }
  return out;
});

function toPx(size: string, parentPx: number, rootPx: number): number | null {
  const s = size.trim();
  if (FONT_KEYWORDS[s] !== undefined) return FONT_KEYWORDS[s]!;
  const pct = /^(\d*\.?\d+)%$/.exec(s);
  if (pct) return (Number(pct[1]) / 100) * parentPx;
  const em = /^(\d*\.?\d+)em$/.exec(s);
  if (em) return Number(em[1]) * parentPx;
  const rem = /^(\d*\.?\d+)rem$/.exec(s);
  if (rem) return Number(rem[1]) * rootPx;
  return lengthPx(s, rootPx);
}
