import { defineRule, robotsTxt } from '@pagegrade/core';
import { MAJOR_USER, crawlersOf } from '../data/ai-crawlers.ts';
import { accessFor } from '../lib/robots.ts';

const MAJOR = new Set(MAJOR_USER.map((t) => t.toLowerCase()));

export default defineRule({
  id: 'geo/ai-user-fetchers-allowed',
  dimension: 'geo',
  title: 'AI assistants may fetch the page when a user asks for it',
  failureTitle: 'robots.txt blocks AI assistants that fetch pages for their users',
  description: `Checks whether user-triggered AI fetchers (an assistant opening a link because a person asked) may fetch this URL under robots.txt. Blocking a major one (${MAJOR_USER.join(', ')}) fails; blocking another from the ai.robots.txt list warns.`,
  why: 'When someone pastes the URL into an assistant or asks about the page, these fetchers read it on their behalf; if robots.txt refuses them, the assistant answers without the page or says it cannot open it.',
  fix: 'Allow the user-triggered tokens (ChatGPT-User, Claude-User, Perplexity-User …) in robots.txt, even if you block training crawlers.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://platform.openai.com/docs/bots', 'https://github.com/ai-robots-txt/ai.robots.txt'],
  check(ctx) {
    const page = ctx.page;
    if (page.resource('robots')!.state === 'missing') return ctx.pass('There is no robots.txt, so assistants may fetch the page.');
    const robots = robotsTxt(page);
    const access = accessFor(page, crawlersOf('user'));
    const minor: string[] = [];
    for (const a of access) {
      if (a.allowed) continue;
      const line = robots?.getMatchingLineNumber(page.url, a.crawler.token.toLowerCase().split('/')[0]) ?? -1;
      const detail = `${a.crawler.token} (${a.crawler.operator}) may not fetch ${page.url}${a.named ? '' : ' (via `User-agent: *`)'}${line > 0 ? `, robots.txt line ${line}` : ''}.`;
      if (MAJOR.has(a.crawler.token.toLowerCase())) ctx.report(null, detail);
      else minor.push(a.crawler.token);
    }
    if (minor.length) ctx.warn(null, `${minor.length} other AI fetchers may not fetch the page: ${minor.slice(0, 12).join(', ')}${minor.length > 12 ? ', …' : ''}.`);
    if (access.every((a) => a.allowed)) return ctx.pass(`All ${access.length} user-triggered AI fetchers may fetch the page.`);
    return undefined;
  },
});
