import { defineRule } from '@pagegrade/core';
import { clip, llmsDoc } from '../lib/llms.ts';

export default defineRule({
  id: 'geo/llms-txt-link-urls',
  dimension: 'geo',
  title: 'The links in llms.txt resolve to web URLs',
  failureTitle: 'Some links in llms.txt are empty, unresolvable or broken',
  description:
    'Checks every `[name](url)` link of the /llms.txt file lists: the URL must be non-empty, resolve (absolute, or relative to /llms.txt) to an http(s) URL, and must not be known to answer 404/410 when the snapshot fetched it.',
  why: 'An agent that follows llms.txt to a dead or malformed link gets nothing, and may drop the site from its answer.',
  fix: 'Use absolute https:// URLs for every link (relative ones are resolved against /llms.txt) and remove or update links to pages that no longer exist.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['llms'],
  check(ctx) {
    const doc = llmsDoc(ctx.page);
    if (!doc || doc.isHtml || doc.links.length === 0) return ctx.notApplicable('llms.txt lists no links.');
    const base = ctx.page.resource('llms')!.url;
    for (const link of doc.links) {
      const where = `llms.txt line ${link.line} ("${clip(link.text, 40)}")`;
      if (link.url === '') {
        ctx.report(null, `${where} has an empty URL.`);
        continue;
      }
      let abs: URL;
      try {
        abs = new URL(link.url, base);
      } catch {
        ctx.report(null, `${where}: "${clip(link.url)}" is not a valid URL.`);
        continue;
      }
      if (abs.protocol !== 'https:' && abs.protocol !== 'http:') {
        ctx.report(null, `${where} links to a ${abs.protocol} URL, which agents cannot fetch.`);
        continue;
      }
      const res = ctx.page.resourceByUrl(abs.href);
      if (res && res.state === 'missing') ctx.report(null, `${where} links to ${abs.href}, which answers ${res.status}.`);
    }
    return undefined;
  },
});
