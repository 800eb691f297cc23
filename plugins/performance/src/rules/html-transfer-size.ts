import { defineRule } from '@pagegrade/core';
import { bytes, KiB } from '../lib/common.ts';

/**
 * pagegrade's thresholds for the HTML on the wire. The HTTP Archive Web Almanac puts the median
 * compressed HTML document near 30 KB; 100 KiB compressed is several times that.
 */
const WARN = 100 * KiB;
const FAIL = 300 * KiB;

export default defineRule({
  id: 'performance/html-transfer-size',
  dimension: 'performance',
  title: 'The HTML document is small on the wire',
  failureTitle: 'The HTML document is heavy to download',
  description: `Measures the bytes of the HTML response as transferred (after compression): over ${bytes(WARN)} is a warning, over ${bytes(FAIL)} a failure. Not applicable when the snapshot does not record bytes on the wire.`,
  why: 'Nothing can render before the HTML arrives; on a slow mobile connection every 100 KiB of document adds roughly a second before the browser can discover the stylesheets, scripts and images it needs.',
  fix: 'Compress the HTML (Brotli or gzip) and shrink what it carries: move inline data, scripts, styles and SVG into cacheable files and trim markup that is never shown.',
  impact: 'moderate',
  measures: 'bytes',
  tags: ['best-practice'],
  needs: ['headers'],
  check(ctx) {
    const doc = ctx.page.response;
    const encoding = (ctx.page.headers.get('content-encoding') ?? '').trim().toLowerCase();
    const wire = doc.transferSize;
    ctx.measure(wire, 'bytes');
    if (encoding && encoding !== 'identity' && wire >= doc.size && doc.size > 0) {
      return ctx.notApplicable(`The document is ${encoding}-encoded but the snapshot records only its decoded size (${bytes(doc.size)}), not its bytes on the wire.`);
    }
    const how = encoding && encoding !== 'identity' ? `${encoding}-compressed, ${bytes(doc.size)} decoded` : 'uncompressed';
    if (wire > FAIL) return ctx.fail(`The HTML transferred ${bytes(wire)} (${how}); over ${bytes(FAIL)}.`);
    if (wire > WARN) return ctx.warning(`The HTML transferred ${bytes(wire)} (${how}); over ${bytes(WARN)}.`);
    return ctx.pass(`The HTML transferred ${bytes(wire)} (${how}).`);
  },
});
