import type { Element } from 'domhandler';
import { SelectorMemo, isElement } from '../dom/index.ts';
import type { Page } from '../engine/page.ts';
import type { CheckResult, Outcome } from '../rules/types.ts';
import type { Box, RenderedFacts } from '../snapshot/har.ts';
import { pageWeight, weightKinds, type WeightType } from '../web/page-weight.ts';
import { cutSheet, layOutSheet, SHEET_PIECES, type SheetPiece } from './thumbnail-sheet.ts';

/**
 * What a report needs to show a rendered page as the browser drew it, once the snapshot is gone:
 * where on the first screen the elements that findings name are, where the LCP element and the
 * elements that moved are, the lab figures and the bytes the load transferred by kind. A few
 * kilobytes at most; the screenshot's pixels are kept apart (they are not text, and a report asks
 * for them by themselves).
 */
export interface RenderedEvidence {
  /** The first screen's screenshot size in CSS pixels (one image pixel each), or null when none was kept. */
  screenshot: { width: number; height: number } | null;
  /** `si`: the Speed Index, absent from evidence stored before it was measured, null when it could not be. */
  metrics: { fcp: number | null; lcp: number | null; cls: number; tbt: number; si?: number | null };
  /** The LCP element: its selector as the browser recorded it, and its box (null when not among the recorded elements). */
  lcp: { selector: string; box: Box | null } | null;
  /** The layout shifts that count most (largest first), each with the boxes of its sources on the first screen. */
  shifts: Array<{ value: number; boxes: Box[] }>;
  /**
   * Elements that findings point at, in check order: the finding's selector and the element's box
   * (page CSS pixels). One on the first screen is cut from its screenshot; one below it carries
   * `sheet`, its piece of the thumbnail sheet (thumbnail-sheet.ts).
   */
  elements: Array<{ selector: string; box: Box; sheet?: SheetPiece }>;
  /** The thumbnail sheet's size in pixels, when one was made for elements below the first screen. */
  sheet?: { width: number; height: number };
  /**
   * The bytes the browser transferred loading the page (pageWeight), with a row for each kind it
   * loaded, heaviest first. Absent from evidence stored before it was kept.
   */
  weight?: { bytes: number; requests: number; thirdPartyBytes: number; types: Array<{ type: WeightType; bytes: number; requests: number; thirdPartyBytes: number }> };
}

/** Elements kept for findings: enough for a thumbnail beside each of a report's first findings, bounded in bytes (~60 B each). */
export const EVIDENCE_ELEMENTS = 30;
/** Shifts kept, and sources kept per shift. */
const SHIFTS = 10;
const SOURCES = 5;

/** Outcomes whose findings are problems (a pass's or not-applicable's "finding" is a note). */
const PROBLEMS: ReadonlySet<Outcome> = new Set<Outcome>(['fail', 'warn', 'needs-review']);

/** Whether a box has an area that overlaps the screenshot. */
function onScreen(box: Box | null, shot: { width: number; height: number }): box is Box {
  return box !== null && box.width > 0 && box.height > 0 && box.x < shot.width && box.y < shot.height && box.x + box.width > 0 && box.y + box.height > 0;
}

/**
 * The recorded boxes by the engine's selector for each element: one walk of the parsed DOM builds
 * each element's path as the browser wrote it (`html>body:nth-child(2)>…`, counting element
 * siblings), and where that path has a box on the screen, the engine's own selector (the one its
 * findings carry) is worked out for it.
 */
function boxesBySelector(page: Page, boxes: ReadonlyMap<string, Box>): Map<string, Box> {
  const out = new Map<string, Box>();
  if (boxes.size === 0) return out;
  const memo = new SelectorMemo();
  const html = page.document.children.find((n): n is Element => isElement(n) && n.name === 'html');
  if (!html) return out;
  const stack: Array<{ el: Element; path: string }> = [{ el: html, path: 'html' }];
  while (stack.length && out.size < boxes.size) {
    const { el, path } = stack.pop()!;
    const box = boxes.get(path);
    if (box) out.set(memo.of(el), box);
    let n = 0;
    for (const c of el.children) if (isElement(c)) stack.push({ el: c, path: `${path}>${c.name}:nth-child(${++n})` });
  }
  return out;
}

/**
 * The evidence of a rendered page for its report, with thumbnails of the elements findings name on
 * the first screen: pure, like the analysis, so the same snapshot and checks give the same evidence.
 */
export function renderedEvidence(page: Page, checks: readonly CheckResult[]): RenderedEvidence | null {
  return collectEvidence(page, checks, false);
}

/**
 * The evidence as renderedEvidence, and besides, for elements findings name below the first
 * screen, their pieces cut from the full-page screenshot into a JPEG sheet (null when there are
 * none, or the sheet could not be made: the evidence is then renderedEvidence's, first screen
 * only). For a store that keeps the report: the cut costs a decode of the full-page screenshot.
 */
export function renderedEvidenceWithSheet(page: Page, checks: readonly CheckResult[]): { evidence: RenderedEvidence; thumbnails: Uint8Array | null } | null {
  const evidence = collectEvidence(page, checks, true);
  if (!evidence?.sheet) return evidence && { evidence, thumbnails: null };
  const thumbnails = cutSheet(page, { ...evidence.sheet, pieces: evidence.elements.flatMap((e) => (e.sheet ? [e.sheet] : [])) });
  return thumbnails ? { evidence, thumbnails } : { evidence: collectEvidence(page, checks, false)!, thumbnails: null };
}

function collectEvidence(page: Page, checks: readonly CheckResult[], below: boolean): RenderedEvidence | null {
  const rendered: RenderedFacts | null = page.rendered;
  if (!rendered) return null;
  const m = rendered.metrics;
  const viewport = rendered.screenshots.viewport;
  const shot = viewport ? { width: viewport.width, height: viewport.height } : null;
  const byPath = new Map<string, Box | null>();
  for (const e of rendered.elements) byPath.set(e.selector, e.box);
  const lcpSelector = m.largestContentfulPaintElement;
  const shifts = shot
    ? [...m.layoutShifts]
        .sort((a, b) => b.value - a.value || a.startTime - b.startTime)
        .map((s) => ({ value: s.value, boxes: s.sources.map((src) => byPath.get(src) ?? null).filter((b): b is Box => onScreen(b, shot)).slice(0, SOURCES) }))
        .filter((s) => s.boxes.length > 0)
        .slice(0, SHIFTS)
    : [];
  const elements: RenderedEvidence['elements'] = [];
  const lower: Box[] = [];
  const full = below ? rendered.screenshots.fullPage : null;
  if (shot) {
    const drawable = new Map<string, Box>();
    // An element as large as half the screen (the body, a page-wide wrapper) would make a
    // thumbnail of the screenshot itself: it gets none.
    const large = (shot.width * shot.height) / 2;
    for (const [path, box] of byPath) {
      if (!box || box.width * box.height >= large) continue;
      if ((full && box.y >= shot.height && onScreen(box, full)) || onScreen(box, shot)) drawable.set(path, box);
    }
    const boxes = boxesBySelector(page, drawable);
    const seen = new Set<string>();
    outer: for (const c of checks) {
      if (!PROBLEMS.has(c.outcome)) continue;
      for (const f of c.findings) {
        const box = f.selector ? boxes.get(f.selector) : undefined;
        if (!box || seen.has(f.selector!)) continue;
        if (box.y >= shot.height) {
          if (lower.length >= SHEET_PIECES) continue;
          lower.push(box);
        }
        seen.add(f.selector!);
        elements.push({ selector: f.selector!, box });
        if (elements.length >= EVIDENCE_ELEMENTS) break outer;
      }
    }
  }
  let sheet: RenderedEvidence['sheet'];
  if (full && lower.length) {
    const layout = layOutSheet(lower, full.width, full.height);
    sheet = { width: layout.width, height: layout.height };
    let i = 0;
    for (const e of elements) if (e.box.y >= shot!.height) e.sheet = layout.pieces[i++]!;
  }
  return {
    screenshot: shot,
    metrics: { fcp: m.firstContentfulPaint, lcp: m.largestContentfulPaint, cls: m.cumulativeLayoutShift, tbt: m.totalBlockingTime, ...(m.speedIndex !== undefined ? { si: m.speedIndex } : {}) },
    lcp: lcpSelector ? { selector: lcpSelector, box: byPath.get(lcpSelector) ?? null } : null,
    shifts,
    elements,
    ...(sheet ? { sheet } : {}),
    weight: weightOf(page),
  };
}

function weightOf(page: Page): NonNullable<RenderedEvidence['weight']> {
  const w = pageWeight(page);
  const types = weightKinds(w).map((t) => ({ type: t, bytes: w.byType[t].bytes, requests: w.byType[t].requests, thirdPartyBytes: w.byType[t].thirdPartyBytes }));
  return { bytes: w.bytes, requests: w.requests, thirdPartyBytes: w.thirdPartyBytes, types };
}
