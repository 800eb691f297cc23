import { RENDER_PROFILE } from '../render/options.ts';
import { RENDERED_STYLE_PROPERTIES } from '../render/in-page.ts';
import { encode } from 'jpeg-js';
import type { PageSnapshot, RenderedElement, RenderedFacts, RenderMetrics, Screenshot } from '../snapshot/har.ts';

/**
 * What a fixture says about the page as a browser drew it: any field of the rendered facts, and
 * any of the lab metrics; `renderedFacts` fills in the rest as a quiet page would have it (no
 * shifts, no long tasks, no cookies, nothing refused).
 */
export type RenderedParts = Partial<Omit<RenderedFacts, 'metrics'>> & { metrics?: Partial<RenderMetrics> };

const NO_METRICS: RenderMetrics = {
  firstContentfulPaint: null,
  largestContentfulPaint: null,
  largestContentfulPaintElement: null,
  cumulativeLayoutShift: 0,
  layoutShifts: [],
  longTasks: [],
  totalBlockingTime: 0,
  domContentLoaded: null,
  load: null,
};

/** Complete rendered facts from a fixture's parts; `servedHtml` defaults to the document's HTML. */
export function renderedFacts(parts: RenderedParts = {}, html = ''): RenderedFacts {
  const { metrics, ...rest } = parts;
  return {
    browser: 'Chromium/0.0.0.0',
    profile: RENDER_PROFILE,
    servedHtml: html,
    dom: { elements: 0, truncated: false },
    styleProperties: [...RENDERED_STYLE_PROPERTIES],
    elements: [],
    screenshots: { viewport: null, fullPage: null },
    cookies: [],
    console: [],
    refused: [],
    blockedActions: { dialogs: 0, popups: 0, downloads: 0 },
    ...rest,
    metrics: { ...NO_METRICS, ...metrics },
  };
}

/** Turns a fetched-style snapshot into a rendered one: its document is then the DOM after load. */
export function asRendered(snapshot: PageSnapshot, parts: RenderedParts = {}): PageSnapshot {
  const ext = snapshot.log._pagegrade;
  if (!ext) throw new Error('asRendered needs one of our own snapshots (with log._pagegrade).');
  const doc = snapshot.log.entries.find((e) => e._pagegrade?.role === 'document');
  return { log: { ...snapshot.log, _pagegrade: { ...ext, source: 'rendered', rendered: renderedFacts(parts, doc?.response.content.text ?? '') } } };
}

/** Computed values a fixture element has unless it says otherwise: a visible static block of black 16 px text on nothing. */
const DEFAULT_STYLE: Readonly<Record<string, string>> = {
  display: 'block',
  visibility: 'visible',
  opacity: '1',
  position: 'static',
  'z-index': 'auto',
  'overflow-x': 'visible',
  'overflow-y': 'visible',
  color: 'rgb(0, 0, 0)',
  'background-color': 'rgba(0, 0, 0, 0)',
  'background-image': 'none',
  'font-size': '16px',
  'font-weight': '400',
  'text-shadow': 'none',
  'text-indent': '0px',
  filter: 'none',
  'mix-blend-mode': 'normal',
  'background-clip': 'border-box',
  '-webkit-text-fill-color': 'rgb(0, 0, 0)',
  clip: 'auto',
  'text-overflow': 'clip',
  'clip-path': 'none',
  'content-visibility': 'visible',
  'pointer-events': 'auto',
};

/**
 * One recorded element of a fixture's rendered facts: its selector as the browser records it
 * (`html>body:nth-child(2)>p:nth-child(1)`), its border box `[x, y, width, height]` (null: no box)
 * and the computed values that differ from DEFAULT_STYLE. `color` also sets the text fill colour
 * unless that is given.
 */
export function styledElement(index: number, selector: string, box: [number, number, number, number] | null, style: Record<string, string> = {}): RenderedElement {
  const values: Record<string, string> = { ...DEFAULT_STYLE, ...(style['color'] && !style['-webkit-text-fill-color'] ? { '-webkit-text-fill-color': style['color'] } : {}), ...style };
  const tag = /([a-z0-9-]+)(?::nth-child\(\d+\))?$/i.exec(selector)?.[1] ?? 'div';
  return {
    index,
    selector,
    tag,
    box: box ? { x: box[0], y: box[1], width: box[2], height: box[3] } : null,
    style: RENDERED_STYLE_PROPERTIES.map((p) => values[p] ?? ''),
  };
}

/**
 * A screenshot for a fixture: a JPEG of `width` × `height` CSS px filled with one colour, with
 * rectangles `[x, y, width, height, [r, g, b]]` painted over it (an image behind text, the text's
 * own glyphs as a block). Encoded with the same library the checks decode with.
 */
export function paintedScreenshot(width: number, height: number, fill: [number, number, number], rects: Array<[number, number, number, number, [number, number, number]]> = []): Screenshot {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([...fill, 255], i * 4);
  for (const [x, y, w, h, colour] of rects) for (let yy = y; yy < Math.min(height, y + h); yy++) for (let xx = x; xx < Math.min(width, x + w); xx++) data.set([...colour, 255], (yy * width + xx) * 4);
  return { mimeType: 'image/jpeg', width, height, data: encode({ width, height, data }, 90).data.toString('base64') };
}
