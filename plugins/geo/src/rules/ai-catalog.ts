import { defineRule } from '@pagegrade/core';
import { discoveryJson, isVerdict, obj, str } from '../lib/json-resource.ts';

const LIST_KEYS = ['entries', 'resources', 'agents'];

export default defineRule({
  id: 'geo/ai-catalog',
  dimension: 'geo',
  title: 'The site publishes a valid agent resource catalogue',
  failureTitle: 'The agent resource catalogue is missing or malformed',
  description:
    'Checks /.well-known/ai-catalog.json (or /.well-known/ard.json), the Agentic Resource Discovery / AI Catalog manifest (draft, 2026): it must be a JSON object with a non-empty `entries` array (older drafts: resources, agents) whose items each have a `url` (fail) and a name (warning). A 404 is a warning of minor weight: the format is new and optional.',
  why: 'The catalogue tells AI agents in one request which MCP servers, agent endpoints, APIs and skills the site offers, so they can use them instead of scraping pages.',
  fix: 'If the site offers agent-facing resources, serve `/.well-known/ai-catalog.json` with `{"specVersion":"1.0","host":{…},"entries":[{"id":…,"name":…,"type":"mcp","url":"https://…"}]}` and `Content-Type: application/json`.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['aiCatalog'],
  references: ['https://github.com/ards-project/ard-spec'],
  check(ctx) {
    const json = discoveryJson(ctx, 'aiCatalog', 'no agent resource catalogue');
    if (isVerdict(json)) return json;
    const root = obj(json.data);
    if (!root) return ctx.fail(`${json.url} is not a JSON object.`);
    const key = LIST_KEYS.find((k) => Array.isArray(root[k]));
    if (!key) return ctx.fail(`${json.url} has no "entries" array.`);
    const entries = root[key] as unknown[];
    if (entries.length === 0) return ctx.fail(`${json.url} lists no entries.`);
    entries.slice(0, 200).forEach((e, i) => {
      const o = obj(e);
      if (!o) return ctx.report(null, `Entry ${i + 1} of ${json.url} is not an object.`);
      const name = str(o['name']) ?? str(o['displayName']) ?? str(o['id']);
      const url = str(o['url']) ?? str(o['endpoint']);
      if (!url || !ctx.page.resolveUrl(url)) ctx.report(null, `Entry ${i + 1}${name ? ` "${name}"` : ''} has no url.`);
      if (!name) ctx.warn(null, `Entry ${i + 1} of ${json.url} has no name.`);
    });
    return undefined;
  },
});
