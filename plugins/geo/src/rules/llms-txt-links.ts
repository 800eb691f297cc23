import { defineRule } from '@pagegrade/core';
import { clip, llmsDoc } from '../lib/llms.ts';

export default defineRule({
  id: 'geo/llms-txt-links',
  dimension: 'geo',
  title: 'llms.txt lists pages in H2 sections of markdown links',
  failureTitle: 'llms.txt has no usable file lists',
  description:
    'Checks that /llms.txt has at least one H2 section and at least one link item of the form `- [name](url)` or `- [name](url): notes`. List items in H2 sections that are not links, and H2 sections with no items, are warnings.',
  why: 'The file lists are what makes llms.txt useful: tools that expand llms.txt into context (llms-ctx) follow exactly these links; prose or bare URLs are skipped.',
  fix: 'Under each `## Section` heading, list pages one per line as `- [Page name](https://example.com/page.md): what it covers`.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['llms'],
  references: ['https://llmstxt.org/#format'],
  check(ctx) {
    const doc = llmsDoc(ctx.page);
    if (!doc || doc.isHtml || doc.contentLength === 0) return ctx.notApplicable('There is no markdown llms.txt to check.');
    if (doc.sections.length === 0) return ctx.fail('llms.txt has no "## Section" headings, so it lists no files.');
    if (doc.links.length === 0) return ctx.fail(`llms.txt has ${doc.sections.length} H2 section(s) but no "- [name](url)" link items.`);
    for (const s of doc.sections) {
      if (s.links.length === 0 && s.plainItems.length === 0) ctx.warn(null, `Section "${clip(s.title)}" (line ${s.line}) lists nothing.`);
      for (const item of s.plainItems) ctx.warn(null, `Line ${item.line} "${clip(item.text)}" in "${clip(s.title, 40)}" is not a "- [name](url)" link.`);
    }
    return undefined;
  },
});
