import { defineRule } from '@pagegrade/core';
import { llmsDoc } from '../lib/llms.ts';

export default defineRule({
  id: 'geo/llms-txt',
  dimension: 'geo',
  title: 'The site publishes /llms.txt',
  failureTitle: 'The site has no /llms.txt for language models',
  description:
    'Checks that /llms.txt (llmstxt.org) answers 200 with a text file. A 404 or an HTML page served in its place (a single-page-app fallback or soft 404) is a warning, not a failure: the convention is young and optional.',
  why: 'llms.txt gives agents and answer engines a short, curated map of the site in markdown, so they can find the pages worth reading without crawling and parsing every HTML page.',
  fix: 'Serve a markdown file at /llms.txt: an H1 with the site name, a one-line blockquote summary, then H2 sections listing the key pages as `- [name](url): note`.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['llms'],
  references: ['https://llmstxt.org/'],
  check(ctx) {
    const res = ctx.page.resource('llms')!;
    if (res.state === 'missing') return ctx.warning(`${res.url} answers ${res.status}: the site has no llms.txt.`);
    const doc = llmsDoc(ctx.page)!;
    if (doc.isHtml) return ctx.warning(`${res.url} answers ${res.status} with an HTML page (${res.mimeType || 'no content type'}), not a markdown llms.txt.`);
    if (doc.contentLength === 0) return ctx.warning(`${res.url} is empty.`);
    return ctx.pass(`${res.url} is ${res.size} bytes.`);
  },
});
