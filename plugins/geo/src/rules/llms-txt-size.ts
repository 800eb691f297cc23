import { defineRule } from '@pagegrade/core';
import { llmsDoc } from '../lib/llms.ts';

/** The brief's floor for a file that says anything at all. */
const MIN = 50;
/**
 * About 25,000 tokens. llmstxt.org keeps llms.txt as a concise index and puts full text in
 * llms-full.txt or the linked .md files; a bigger index crowds out the question in a context window.
 */
const MAX = 100_000;

export default defineRule({
  id: 'geo/llms-txt-size',
  dimension: 'geo',
  title: 'llms.txt is substantive but concise',
  failureTitle: 'llms.txt is nearly empty or too large to serve as an index',
  description: `Checks that /llms.txt has at least ${MIN} non-blank characters (fail below) and at most ${MAX.toLocaleString('en')} characters (warning above).`,
  why: 'A stub llms.txt tells agents nothing; a huge one defeats its purpose as a short index that fits in a context window beside the user question.',
  fix: `Keep llms.txt to a title, summary and curated links (under ${MAX.toLocaleString('en')} characters); move full content to linked .md files or /llms-full.txt.`,
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['llms'],
  check(ctx) {
    const doc = llmsDoc(ctx.page);
    if (!doc || doc.isHtml) return ctx.notApplicable('There is no markdown llms.txt.');
    const res = ctx.page.resource('llms')!;
    if (doc.contentLength < MIN) return ctx.fail(`llms.txt has ${doc.contentLength} non-blank characters; fewer than ${MIN}.`);
    if (res.truncated || doc.text.length > MAX) return ctx.warning(`llms.txt is ${res.size.toLocaleString('en')} bytes; an index should stay under ${MAX.toLocaleString('en')} characters.`);
    return ctx.pass(`${doc.text.length} characters.`);
  },
});
