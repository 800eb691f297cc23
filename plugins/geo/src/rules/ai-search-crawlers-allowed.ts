import { defineRule, robotsTxt } from '@pagegrade/core';
import { MAJOR_SEARCH, crawlersOf } from '../data/ai-crawlers.ts';
import { accessFor } from '../lib/robots.ts';

const MAJOR = new Set(MAJOR_SEARCH.map((t) => t.toLowerCase()));
/** Blocking at least half of the major AI search crawlers fails. */
const FAIL_AT = Math.ceil(MAJOR_SEARCH.length / 2);

export default defineRule({
  id: 'geo/ai-search-crawlers-allowed',
  dimension: 'geo',
  title: 'AI search crawlers may fetch the page',
  failureTitle: 'robots.txt blocks AI search crawlers from this page',
  description: `Checks, per robots.txt user-agent group, whether the crawlers that build AI search and answer indexes may fetch this URL. Blocking at least ${Math.ceil(MAJOR_SEARCH.length / 2)} of the ${MAJOR_SEARCH.length} major ones (${MAJOR_SEARCH.join(', ')}) fails; blocking fewer of them, or a smaller AI search crawler from the ai.robots.txt list, warns. A missing robots.txt allows all.`,
  why: 'Answer engines such as ChatGPT search, Claude, Perplexity and Apple Intelligence cite pages from their own search indexes; a page their crawler may not fetch cannot be found, quoted or linked in their answers.',
  fix: 'Remove the Disallow rules that match these crawlers (often a blanket `User-agent: *` / `Disallow: /` or a copied AI block list). To refuse model training but stay in answers, block the training tokens (GPTBot, ClaudeBot, Google-Extended …) and allow the search ones.',
  impact: 'critical',
  cap: { max: 50, scope: 'dimension', reason: 'robots.txt shuts most AI search crawlers out, so answer engines cannot find or cite the page.' },
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://www.rfc-editor.org/rfc/rfc9309', 'https://platform.openai.com/docs/bots', 'https://github.com/ai-robots-txt/ai.robots.txt'],
  check(ctx) {
    const page = ctx.page;
    if (page.resource('robots')!.state === 'missing') return ctx.pass('There is no robots.txt, so every crawler may fetch the page.');
    const robots = robotsTxt(page);
    const access = accessFor(page, crawlersOf('search'));
    const minor: string[] = [];
    const major: string[] = [];
    for (const a of access) {
      if (a.allowed) continue;
      const line = robots?.getMatchingLineNumber(page.url, a.crawler.token.toLowerCase()) ?? -1;
      const via = a.named ? `a group naming ${a.crawler.token}` : 'the `User-agent: *` group';
      if (MAJOR.has(a.crawler.token.toLowerCase())) major.push(`${a.crawler.token} (${a.crawler.operator}) may not fetch ${page.url}: blocked by ${via}${line > 0 ? ` (robots.txt line ${line})` : ''}.`);
      else minor.push(a.crawler.token);
    }
    // Most of the major answer engines shut out is a failure (and caps the dimension); one or
    // two of them is a deliberate-looking choice that still costs visibility: a warning.
    const failing = major.length >= FAIL_AT;
    for (const d of major) {
      if (failing) ctx.report(null, d);
      else ctx.warn(null, d);
    }
    if (minor.length) ctx.warn(null, `${minor.length} other AI search crawlers may not fetch the page: ${minor.slice(0, 12).join(', ')}${minor.length > 12 ? ', …' : ''}.`);
    const blocked = access.filter((a) => !a.allowed).length;
    if (blocked === 0) return ctx.pass(`All ${access.length} AI search crawlers may fetch the page.`);
    return undefined;
  },
});
