import { defineRule } from '@pagegrade/core';
import { AI_CRAWLER_BY_TOKEN, MAJOR_TRAINING } from '../data/ai-crawlers.ts';
import { accessFor, namedAgents } from '../lib/robots.ts';

export default defineRule({
  id: 'geo/ai-training-policy',
  dimension: 'geo',
  title: 'robots.txt states a deliberate policy for AI training crawlers',
  failureTitle: 'robots.txt has no deliberate policy for AI training crawlers',
  description: `Checks that robots.txt names at least one of the major AI training crawlers (${MAJOR_TRAINING.join(', ')}) in its own user-agent group, whether to allow or to refuse them. Relying only on the \`*\` group, or having no robots.txt, is a warning. The outcome never depends on which way the site decides.`,
  why: 'Whether content may train models is the owner\'s call, but it should be a decision: training crawlers obey their own named group, and a generic `*` rule written for search engines decides for them by accident.',
  fix: 'Add explicit groups, e.g. `User-agent: GPTBot` / `User-agent: ClaudeBot` / `User-agent: Google-Extended` followed by `Disallow: /` to refuse training or `Allow: /` to welcome it, keeping search and user-triggered crawlers allowed.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://github.com/ai-robots-txt/ai.robots.txt'],
  check(ctx) {
    const page = ctx.page;
    if (page.resource('robots')!.state === 'missing') return ctx.warning('There is no robots.txt, so AI training crawlers are allowed by default without a stated policy.');
    const majors = MAJOR_TRAINING.map((t) => AI_CRAWLER_BY_TOKEN.get(t.toLowerCase())!);
    const access = accessFor(page, majors);
    const named = access.filter((a) => a.named);
    if (named.length === 0) {
      const star = namedAgents(page).has('*');
      return ctx.warning(`No group names ${MAJOR_TRAINING.slice(0, 4).join(', ')} or another major training crawler; ${star ? 'they fall under the `User-agent: *` rules' : 'robots.txt has no rules that apply to them'}.`);
    }
    const allowed = named.filter((a) => a.allowed).map((a) => a.crawler.token);
    const refused = named.filter((a) => !a.allowed).map((a) => a.crawler.token);
    return ctx.pass(`Named training crawlers: ${refused.length ? `refused ${refused.join(', ')}` : ''}${refused.length && allowed.length ? '; ' : ''}${allowed.length ? `allowed ${allowed.join(', ')}` : ''}.`);
  },
});
