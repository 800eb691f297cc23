import { defineRule } from '@pagegrade/core';

/** Googlebot reads the first 15 MB of an HTML file (uncompressed) and ignores the rest for indexing. */
const GOOGLE_LIMIT = 15 * 1024 * 1024;
/** Beyond 5 MB a page is within reach of the limit once inline data grows; worth a warning. */
const WARN = 5 * 1024 * 1024;

export default defineRule({
  id: 'seo/html-size-limit',
  dimension: 'seo',
  title: 'The HTML is within what Googlebot indexes',
  failureTitle: 'The HTML is so large that search engines may not index all of it',
  description: 'Measures the uncompressed size of the HTML document. Over 15 MB (the part Googlebot reads) fails; over 5 MB warns. Not applicable when the size as served is unknown: a document the analyzer had to cut short at its own download limit, or a capture that holds neither the document\'s body nor its size.',
  why: 'Googlebot stops reading an HTML file after 15 MB: content, links and structured data after that point do not exist for search.',
  fix: 'Move inline data (base64 images, large JSON state, inline SVG sprites) out of the HTML into separate cacheable files, and paginate very long listings.',
  impact: 'serious',
  measures: 'bytes',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/googlebot#how-googlebot-accesses-your-site'],
  check(ctx) {
    const { html, response } = ctx.page;
    // Browser exports may leave the body out; an empty page would then pass for a small one.
    if (response.body === null && response.size === 0) return ctx.notApplicable("The capture holds neither the document's body nor its size, so its size as served is unknown.");
    // The document's decoded size is already the UTF-8 length of its body, which is the HTML:
    // no second pass over megabytes of text to count it again. Without a body, the capture's
    // recorded size is the measure.
    const bytes = response.body === null || response.body === html ? response.size : Buffer.byteLength(html);
    ctx.measure(bytes, 'bytes');
    const mb = (bytes / 1048576).toFixed(1);
    if (bytes > GOOGLE_LIMIT) return ctx.fail(`The HTML is ${mb} MB; Googlebot indexes only the first 15 MB.`);
    if (ctx.page.response.truncated) return ctx.notApplicable(`The document was cut at the analyzer's download limit (${mb} MB read), so its full size is unknown.`);
    if (bytes > WARN) return ctx.warning(`The HTML is ${mb} MB, a third of the way to Googlebot's 15 MB limit.`);
    return ctx.pass(`The HTML is ${bytes < 1048576 ? `${Math.ceil(bytes / 1024)} KB` : `${mb} MB`}.`);
  },
});
