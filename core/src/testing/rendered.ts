import { RENDER_PROFILE } from '../render/options.ts';
import { RENDERED_STYLE_PROPERTIES } from '../render/in-page.ts';
import type { PageSnapshot, RenderedFacts, RenderMetrics } from '../snapshot/har.ts';

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
