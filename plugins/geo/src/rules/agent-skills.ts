import { defineRule } from '@pagegrade/core';
import { discoveryJson, isVerdict, obj, str } from '../lib/json-resource.ts';

export default defineRule({
  id: 'geo/agent-skills',
  dimension: 'geo',
  title: 'The site publishes a valid agent skills index',
  failureTitle: 'The agent skills index is missing or malformed',
  description:
    'Checks /.well-known/agent-skills/index.json (draft discovery index for Agent Skills): it must be a JSON object with a non-empty `skills` array whose items each have a `name` and a `description` (fail); an item without a `url` or `path` to its SKILL.md warns. A 404 is a warning of minor weight: the convention is new and optional.',
  why: 'Agent Skills package instructions for using a product or site; an index lets agents discover them, and the description is what an agent reads to decide when a skill applies.',
  fix: 'Serve `/.well-known/agent-skills/index.json` as `{"skills":[{"name":"order-a-table","description":"How to configure and order a made-to-measure oak table","url":"/.well-known/agent-skills/order-a-table/SKILL.md"}]}`.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['agentSkills'],
  references: ['https://agentskills.io/'],
  check(ctx) {
    const json = discoveryJson(ctx, 'agentSkills', 'no agent skills index');
    if (isVerdict(json)) return json;
    const root = obj(json.data);
    const skills = Array.isArray(json.data) ? json.data : root && Array.isArray(root['skills']) ? (root['skills'] as unknown[]) : null;
    if (!skills) return ctx.fail(`${json.url} has no "skills" array.`);
    if (skills.length === 0) return ctx.fail(`${json.url} lists no skills.`);
    skills.slice(0, 200).forEach((s, i) => {
      const o = obj(s);
      if (!o) return ctx.report(null, `Skill ${i + 1} of ${json.url} is not an object.`);
      const name = str(o['name']);
      const which = name ? `Skill "${name}"` : `Skill ${i + 1}`;
      if (!name) ctx.report(null, `${which} has no name.`);
      if (!str(o['description'])) ctx.report(null, `${which} has no description.`);
      if (!str(o['url']) && !str(o['path']) && !Array.isArray(o['files'])) ctx.warn(null, `${which} does not say where its SKILL.md is (url or path).`);
    });
    return undefined;
  },
});
