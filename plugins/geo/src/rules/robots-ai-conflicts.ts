import { counting } from '../lib/page.ts';
import { defineRule, robotsGroups, type RobotsGroup } from '@pagegrade/core';
import { AI_CRAWLER_BY_TOKEN } from '../data/ai-crawlers.ts';

export default defineRule({
  id: 'geo/robots-ai-conflicts',
  dimension: 'geo',
  title: 'robots.txt gives each AI crawler one consistent set of rules',
  failureTitle: 'robots.txt gives AI crawlers contradictory or empty rules',
  description:
    'For every AI crawler token (ai.robots.txt list) that robots.txt names: the same path must not be both allowed and disallowed for it (fail); it should be named in only one group (warning: RFC 9309 merges the groups, older parsers read only the first); and its group should contain at least one Allow or Disallow line (warning: an empty group restricts nothing).',
  why: 'Contradictory rules mean each crawler resolves the conflict its own way, so the site\'s AI policy depends on which parser reads it; a group without rules is a block list that blocks nothing.',
  fix: 'Keep one group per crawler (or one group listing several user-agents) with one rule per path, and put the `Disallow: /` line directly under the user-agent lines it belongs to.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://www.rfc-editor.org/rfc/rfc9309#section-2.1'],
  check(ctx) {
    const found = counting(ctx);
    const groups = robotsGroups(ctx.page);
    const byAgent = new Map<string, Array<{ group: RobotsGroup; index: number }>>();
    const member = new Set<string>();
    groups.forEach((group, index) => {
      for (const a of group.agents) {
        const token = a.split('/')[0]!.trim();
        if (!AI_CRAWLER_BY_TOKEN.has(token) && !AI_CRAWLER_BY_TOKEN.has(a)) continue;
        let list = byAgent.get(token);
        if (!list) byAgent.set(token, (list = []));
        if (!member.has(`${token}\u0000${index}`)) {
          member.add(`${token}\u0000${index}`);
          list.push({ group, index });
        }
      }
    });
    if (byAgent.size === 0) return ctx.notApplicable('robots.txt names no AI crawler.');
    for (const [token, list] of byAgent) {
      const name = AI_CRAWLER_BY_TOKEN.get(token)?.token ?? token;
      if (list.length > 1) found.warn(null, `${name} is named in ${list.length} groups (groups ${list.map((x) => x.index + 1).join(', ')}); crawlers that read only the first group ignore the rest.`);
      const rules = list.flatMap((x) => x.group.rules).filter((r) => r.path !== '');
      if (list.every((x) => x.group.rules.length === 0)) found.warn(null, `The group naming ${name} has no Allow or Disallow lines, so it restricts nothing.`);
      const seen = new Map<string, boolean>();
      const reported = new Set<string>();
      for (const r of rules) {
        const prev = seen.get(r.path);
        if (prev !== undefined && prev !== r.allow && !reported.has(r.path)) {
          reported.add(r.path);
          found.report(null, `${name} is both allowed and disallowed "${r.path}".`);
        }
        seen.set(r.path, r.allow);
      }
    }
    return found.count ? undefined : ctx.pass(`${byAgent.size} AI crawler token(s) named, each with one consistent set of rules.`);
  },
});
