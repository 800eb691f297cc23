import { defineRule } from '@pagegrade/core';
import { clip, llmsDoc } from '../lib/llms.ts';

export default defineRule({
  id: 'geo/llms-txt-title',
  dimension: 'geo',
  title: 'llms.txt starts with a single H1 title',
  failureTitle: 'llms.txt does not start with one H1 title',
  description: 'Checks that the first non-blank line of /llms.txt is a markdown H1 (`# Name`) with text, and that it is the only H1, as llmstxt.org requires.',
  why: 'The H1 is the one required element of llms.txt: tools that parse the file take it as the name of the site or project, and a file without it is not recognised as llms.txt.',
  fix: 'Make the first line `# <site or project name>` and use `##` for every later heading.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['llms'],
  references: ['https://llmstxt.org/#format'],
  check(ctx) {
    const doc = llmsDoc(ctx.page);
    if (!doc || doc.isHtml || doc.contentLength === 0) return ctx.notApplicable('There is no markdown llms.txt to check.');
    const first = doc.first!;
    if (!/^#\s/.test(first.text)) ctx.report(null, `llms.txt line ${first.line} "${clip(first.text)}" comes before any H1; the file must start with "# Name".`);
    else if (doc.h1s[0]!.text === '') ctx.report(null, `The H1 on line ${first.line} of llms.txt is empty.`);
    for (const h of doc.h1s.slice(1)) ctx.report(null, `llms.txt has a second H1 "${clip(h.text)}" on line ${h.line}; sections must be H2.`);
    if (doc.h1s.length === 0) return ctx.fail('llms.txt has no H1 title at all.');
    return undefined;
  },
});
