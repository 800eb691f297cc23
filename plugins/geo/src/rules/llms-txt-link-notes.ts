import { defineRule } from '@pagegrade/core';
import { clip, llmsDoc } from '../lib/llms.ts';

/** Share of links that should carry a note. */
const MIN_SHARE = 0.5;

export default defineRule({
  id: 'geo/llms-txt-link-notes',
  dimension: 'geo',
  title: 'Links in llms.txt say what each page covers',
  failureTitle: 'Most links in llms.txt have no description',
  description: `Checks that at least ${MIN_SHARE * 100}% of the link items in /llms.txt carry notes after the link (\`- [name](url): notes\`).`,
  why: 'Agents choose which linked file to read from its name and note; a bare list of links forces them to fetch pages blindly or guess from URLs.',
  fix: 'After each link add a colon and a short note of what the page answers, e.g. `- [Returns](https://example.com/returns.md): how to return a table within 30 days`.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['llms'],
  check(ctx) {
    const doc = llmsDoc(ctx.page);
    if (!doc || doc.isHtml || doc.links.length === 0) return ctx.notApplicable('llms.txt lists no links.');
    const bare = doc.links.filter((l) => l.notes === '');
    const share = 1 - bare.length / doc.links.length;
    if (share >= MIN_SHARE) return ctx.pass(`${doc.links.length - bare.length} of ${doc.links.length} links have notes.`);
    const examples = bare.slice(0, 3).map((l) => `line ${l.line} "${clip(l.text, 40)}"`).join(', ');
    return ctx.warning(`${bare.length} of ${doc.links.length} links in llms.txt have no notes (${examples}).`);
  },
});
