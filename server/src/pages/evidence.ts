import { EVIDENCE_ELEMENTS, marginEdges, SHEET_PIECE_HEIGHT, SHEET_PIECE_WIDTH, type Box, type Finding, type RenderedEvidence } from '@pagegrade/core';
import { CLS, FCP, LCP, SI, TBT, formatMetric, rating, type LabMetric, type Rating } from '@pagegrade/plugin-performance';
import { escapeHtml } from './layout.ts';

/**
 * What a report shows of a rendered page as the browser drew it: the first screen's screenshot with
 * the LCP element and the elements that moved outlined, the lab figures against their bands
 * and the bytes the load transferred by kind, and beside a finding about an element, the element
 * as drawn: cut from the screenshot on the first screen, or its piece of the thumbnail sheet below it.
 *
 * The site's policy allows no inline style and images from itself only, so everything is placed
 * with SVG attributes: the screenshot is an SVG `<image>` (served by /report/<id>/screenshot.jpg),
 * a thumbnail is that image, or the sheet (/report/<id>/thumbnails.jpg), under a `viewBox` over the
 * element's part, and outlines are `<rect>`s. A browser fetches each of the two images once for all.
 */

/** A thumbnail's largest drawn size, in CSS pixels (the engine's sheet pieces are cut to it), and how much it may enlarge a small element. */
const THUMB_WIDTH = SHEET_PIECE_WIDTH;
const THUMB_HEIGHT = SHEET_PIECE_HEIGHT;
const THUMB_ZOOM = 2;

/** `value` undefined: the figure was not kept (evidence stored before it was measured), and is not shown. */
const METRICS: ReadonlyArray<{ metric: LabMetric; label: string; value: (m: RenderedEvidence['metrics']) => number | null | undefined }> = [
  { metric: FCP, label: 'First contentful paint', value: (m) => m.fcp },
  { metric: LCP, label: 'Largest contentful paint', value: (m) => m.lcp },
  { metric: CLS, label: 'Cumulative layout shift', value: (m) => m.cls },
  { metric: TBT, label: 'Total blocking time', value: (m) => m.tbt },
  { metric: SI, label: 'Speed Index', value: (m) => m.si },
];

const BAND_CLASS: Record<Rating, string> = { good: 'good', 'needs improvement': 'improve', poor: 'poor' };

/** Bytes as KiB with one decimal. */
function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** A number for an SVG attribute: at most two decimals, no trailing zeros. */
function n(x: number): string {
  return String(Math.round(x * 100) / 100);
}

function rect(cls: string, b: Box, title: string): string {
  return `<rect class="${cls}" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}"><title>${escapeHtml(title)}</title></rect>`;
}

/**
 * Where a value sits on a bar of three equal bands (good, needs improvement, poor): linear inside
 * each band, the poor band reaching twice the median; 0 to 1.
 */
export function barPosition(metric: LabMetric, value: number): number {
  if (value <= metric.p10) return (Math.max(0, value) / metric.p10) / 3;
  if (value <= metric.median) return (1 + (value - metric.p10) / (metric.median - metric.p10)) / 3;
  return Math.min(1, (2 + (value - metric.median) / metric.median) / 3);
}

/** The addresses of a report's two pictures. */
export interface EvidenceImages {
  screenshot: string;
  thumbnails: string;
}

type EvidenceElement = RenderedEvidence['elements'][number];

/** One evidence view per report render: it counts the thumbnails it has drawn. */
export class EvidenceView {
  private thumbnails = 0;
  private readonly elements: ReadonlyMap<string, EvidenceElement>;

  constructor(
    private readonly evidence: RenderedEvidence,
    /** The pictures' addresses, or null when none was kept. */
    private readonly images: EvidenceImages | null,
  ) {
    this.elements = new Map(evidence.elements.map((e) => [e.selector, e]));
  }

  /** An image under the SVG's coordinates, one unit per image pixel. */
  private image(href: string, width: number, height: number): string {
    return `<image href="${escapeHtml(href)}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="none"/>`;
  }

  /** The section the report shows first: the screenshot with its highlights, and the lab figures. */
  section(): string {
    return `<section class="evidence" id="as-drawn" aria-labelledby="as-drawn-heading">
<h2 id="as-drawn-heading">The page as the browser drew it</h2>
<div class="evidence-grid">
${this.screenshot()}
${this.metrics()}
</div>
</section>`;
  }

  private screenshot(): string {
    const e = this.evidence;
    const s = e.screenshot;
    const href = this.images?.screenshot;
    if (!s || !href) return '<p class="muted">No screenshot was kept for this analysis.</p>';
    const lcp = e.lcp?.box;
    const lcpShown = lcp && lcp.y < s.height;
    const shifts = e.shifts.flatMap((shift) => shift.boxes.map((b) => rect('hl-shift', b, `Moved in a layout shift of ${n(shift.value)}`)));
    const legend = [
      lcpShown ? '<span class="key-lcp">blue</span>: the largest contentful paint (LCP) element' : e.lcp ? (lcp ? 'the LCP element is below the first screen' : 'the LCP element was not among the recorded elements') : '',
      shifts.length ? `<span class="key-shift">orange</span>: ${shifts.length === 1 ? 'an element' : `${shifts.length} elements`} that moved in the largest layout shifts` : 'no element on this screen moved',
    ].filter(Boolean);
    return `<figure class="screenshot">
<svg viewBox="0 0 ${s.width} ${s.height}" width="${s.width}" height="${s.height}" role="img" aria-labelledby="as-drawn-title"><title id="as-drawn-title">The first screen (${s.width} × ${s.height} CSS pixels) as Chromium drew it on a mobile profile</title>
${this.image(href, s.width, s.height)}
${shifts.join('\n')}
${lcpShown ? rect('hl-lcp', lcp, `The LCP element (${e.lcp!.selector})`) : ''}
</svg>
<figcaption>The first screen, ${s.width} × ${s.height} CSS pixels. ${legend.join('; ')}. <a href="${escapeHtml(href)}">Open the screenshot</a>.</figcaption>
</figure>`;
  }

  private metrics(): string {
    const items = METRICS.flatMap(({ metric, label, value }) => {
      const v = value(this.evidence.metrics);
      if (v === undefined) return [];
      const bands = `good up to ${formatMetric(metric, metric.p10)}, poor beyond ${formatMetric(metric, metric.median)}`;
      if (v === null) return `<li class="metric"><span class="metric-name">${label} (${metric.name})</span> <strong>not measured</strong> <span class="muted">(${metric === SI ? 'the screenshots of the load gave no figure' : 'the browser saw no paint'}; ${bands})</span></li>`;
      const r = rating(metric, v);
      const x = barPosition(metric, v) * 300;
      const text = `${metric.name} ${formatMetric(metric, v)}: ${r}`;
      return `<li class="metric ${BAND_CLASS[r]}"><span class="metric-name">${label} (${metric.name})</span> <strong>${escapeHtml(formatMetric(metric, v))}</strong> <span class="rating">${r}</span>
<svg class="bands" viewBox="0 0 300 20" width="300" height="20" role="img" aria-label="${escapeHtml(`${text} (${bands})`)}"><rect class="band-good" x="0" y="6" width="100" height="8"/><rect class="band-improve" x="100" y="6" width="100" height="8"/><rect class="band-poor" x="200" y="6" width="100" height="8"/><rect class="marker" x="${n(Math.min(297, Math.max(0, x - 1.5)))}" y="0" width="3" height="20"/></svg>
<span class="muted">${bands}</span></li>`;
    });
    return `<div class="lab">
<h3>Lab metrics</h3>
<p class="muted">Measured in this run on the mobile profile; bands and scores as Lighthouse's (see the performance checks).</p>
<ul class="lab-metrics">
${items.join('\n')}
</ul>
${this.weight()}
</div>`;
  }

  /** The bytes the load transferred by kind, first and third party: '' for evidence stored before it was kept. */
  private weight(): string {
    const w = this.evidence.weight;
    if (!w) return '';
    const row = (label: string, bytes: number, requests: number, third: number) => `<tr><th scope="row">${label}</th><td>${kib(bytes)}</td><td>${requests}</td><td>${kib(third)}</td></tr>`;
    return `<div class="table-scroll"><table class="weight">
<caption>Bytes transferred while loading, by kind</caption>
<thead><tr><th scope="col">Kind</th><th scope="col">KiB</th><th scope="col">Requests</th><th scope="col">of which third-party KiB</th></tr></thead>
<tbody>
${w.types.map((t) => row(t.type, t.bytes, t.requests, t.thirdPartyBytes)).join('\n')}
</tbody>
<tfoot>${row('Total', w.bytes, w.requests, w.thirdPartyBytes)}</tfoot>
</table></div>`;
  }

  /**
   * The element a finding points at as drawn, or '' (no picture of it was kept, or the report's
   * thumbnails are all drawn): on the first screen, cut from the screenshot with a margin; below
   * it, its piece of the sheet, which the engine cut with the same margin.
   */
  thumbnail(f: Finding): string {
    const e = f.selector ? this.elements.get(f.selector) : undefined;
    if (!e || !this.images || this.thumbnails >= EVIDENCE_ELEMENTS) return '';
    if (e.sheet) return this.sheetThumbnail(e.box, e.sheet);
    const s = this.evidence.screenshot;
    if (!s) return '';
    this.thumbnails++;
    const box = e.box;
    const { x0, y0, x1, y1 } = marginEdges(box, s.width, s.height);
    const image = this.image(this.images.screenshot, s.width, s.height);
    return this.thumb(`${n(x0)} ${n(y0)} ${n(x1 - x0)} ${n(y1 - y0)}`, x1 - x0, y1 - y0, image, rect('hl-element', box, 'This element'), 'on the first screen');
  }

  /** A piece of the sheet: drawn in sheet pixels, the element's outline moved and scaled from page pixels to them. */
  private sheetThumbnail(box: Box, { from, to }: NonNullable<EvidenceElement['sheet']>): string {
    const sheet = this.evidence.sheet;
    if (!sheet) return '';
    this.thumbnails++;
    const sx = to.width / from.width;
    const sy = to.height / from.height;
    const outline = { x: to.x + (box.x - from.x) * sx, y: to.y + (box.y - from.y) * sy, width: box.width * sx, height: box.height * sy };
    const image = this.image(this.images!.thumbnails, sheet.width, sheet.height);
    return this.thumb(`${n(to.x)} ${n(to.y)} ${n(to.width)} ${n(to.height)}`, to.width, to.height, image, rect('hl-element', outline, 'This element'), 'below the first screen');
  }

  /** A thumbnail: `w` × `h` units of an image under a view box, drawn no larger than a thumbnail. */
  private thumb(viewBox: string, w: number, h: number, image: string, outline: string, where: string): string {
    const scale = Math.min(THUMB_ZOOM, THUMB_WIDTH / w, THUMB_HEIGHT / h);
    return `<svg class="thumb" viewBox="${viewBox}" width="${Math.max(1, Math.round(w * scale))}" height="${Math.max(1, Math.round(h * scale))}" role="img" aria-label="The element as drawn ${where}, outlined">${image}${outline}</svg>`;
  }
}

/** The evidence view of a stored analysis, or null for a static one (whose report is unchanged). */
export function evidenceView(evidenceJson: string | null, images: EvidenceImages | null): EvidenceView | null {
  return evidenceJson ? new EvidenceView(JSON.parse(evidenceJson) as RenderedEvidence, images) : null;
}
