import { defineRule } from '@pagegrade/core';
import { clip, llmsDoc } from '../lib/llms.ts';

const MIN_CHARS = 20;

export default defineRule({
  id: 'geo/llms-txt-summary',
  dimension: 'geo',
  title: 'llms.txt has a blockquote summary under its title',
  failureTitle: 'llms.txt has no summary blockquote after its title',
  description: `Checks that the H1 of /llms.txt is followed by a markdown blockquote (\`> …\`) of at least ${MIN_CHARS} characters, the short summary llmstxt.org recommends.`,
  why: 'Agents read the summary first to decide whether the site can answer a question; without it they must open linked files to find out what the site is about.',
  fix: 'Add one line under the H1: `> <what the site or product is, for whom, in one or two sentences>`.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['llms'],
  references: ['https://llmstxt.org/#format'],
  check(ctx) {
    const doc = llmsDoc(ctx.page);
    if (!doc || doc.isHtml || doc.h1s.length === 0) return ctx.notApplicable('There is no llms.txt with an H1 to check.');
    if (doc.summary === null) return ctx.warning(`No "> summary" blockquote follows the H1 "${clip(doc.h1s[0]!.text)}" of llms.txt.`);
    if (doc.summary.length < MIN_CHARS) return ctx.warning(`The llms.txt summary "${doc.summary}" is ${doc.summary.length} characters; say what the site offers in at least ${MIN_CHARS}.`);
    return ctx.pass(`Summary: "${clip(doc.summary)}".`);
  },
});
