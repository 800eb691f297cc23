import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { OPERATIONS } from '@pagegrade/server';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, assertSchema } from '../helpers/http.ts';

/** Limits other than the defaults of the test helper, so numbers in the files can be traced to the configuration. */
const LIMITS = { PAGEGRADE_RATE_ANALYSES_PER_DAY: '7', PAGEGRADE_RATE_BURST_PER_MINUTE: '11', PAGEGRADE_RATE_READS_PER_MINUTE: '97' };
const LINKSET = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
const RSL_USAGE = new Set(['all', 'ai-all', 'ai-train', 'ai-input', 'ai-index', 'search']);

let srv: TestServer;

before(async () => {
  srv = await startServer(LIMITS);
});
after(async () => {
  await srv?.close();
});

async function bytes(url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

const mediaType = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** A plain GET answers 200; the message says what came back instead. */
async function assertAnswers(url: string): Promise<Response> {
  const res = await fetch(url);
  if (res.status !== 200) assert.fail(`GET ${url} → ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** An MCP Streamable HTTP endpoint answers initialize. */
async function assertMcpAnswers(url: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'discovery-test', version: '1.0.0' } } }),
  });
  const text = await res.text();
  assert.equal(res.status, 200, `initialize at ${url} → ${res.status}: ${text.slice(0, 300)}`);
  assert.match(text, /"protocolVersion"/);
}

/** Splits `---` frontmatter of simple `key: value` lines from the markdown body. */
function frontmatter(md: string): { fields: Record<string, string>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(md);
  assert.ok(m, 'SKILL.md opens with --- frontmatter ---');
  const fields: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const kv = /^([a-z][\w-]*):\s*(.*)$/.exec(line);
    assert.ok(kv, `frontmatter line is key: value: ${line}`);
    fields[kv[1]!] = kv[2]!;
  }
  return { fields, body: m[2]! };
}

describe('RFC 9727 api-catalog', () => {
  test('GET is a linkset with the RFC 9727 profile, anchored at the API', async () => {
    const r = await call(srv.url, '/.well-known/api-catalog');
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), LINKSET);
    assertSchema('ApiCatalog', r.data);
    const api = r.data.linkset.find((l: any) => l.anchor === srv.app.urls.api);
    assert.ok(api, 'one context is the API');
    assert.deepEqual(api['service-desc'][0], { href: srv.app.urls.openapi, type: 'application/openapi+json', title: 'OpenAPI 3.1 description' });
    assert.ok(api['service-doc'].some((l: any) => l.type === 'text/html'));
    assert.ok(api['service-doc'].some((l: any) => l.type === 'text/markdown'));
    assert.equal(api.status[0].href, srv.app.urls.health);
    for (const entry of r.data.linkset) {
      for (const [rel, targets] of Object.entries(entry)) {
        if (rel === 'anchor') continue;
        assert.ok(Array.isArray(targets) && targets.length > 0, `${rel} is a non-empty array`);
        for (const t of targets as Array<{ href: string }>) assert.equal(typeof t.href, 'string', `${rel} targets have href`);
      }
    }
  });

  test('every target of the catalog answers, with the media type the catalog states', async () => {
    const r = await call(srv.url, '/.well-known/api-catalog');
    const targets = r.data.linkset.flatMap((l: any) => Object.entries(l).filter(([k]) => k !== 'anchor').flatMap(([, v]) => v as Array<{ href: string; type?: string }>));
    for (const t of new Map(targets.map((t: { href: string }) => [t.href, t])).values() as Iterable<{ href: string; type?: string }>) {
      const res = await assertAnswers(t.href);
      const served = mediaType(res.headers.get('content-type'));
      if (t.type) assert.ok(served === t.type || (t.type.endsWith('+json') && served === 'application/json'), `${t.href}: served ${served}, catalog says ${t.type}`);
    }
    const health = await call(srv.url, new URL(srv.app.urls.health).pathname);
    assertSchema('Health', health.data);
    assert.equal(health.data.checks, srv.rules.length);
  });

  test('HEAD answers 200 with Link rel="api-catalog" and no body', async () => {
    const res = await bytes(srv.app.urls.apiCatalog, { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.equal(res.body.length, 0);
    assert.equal(res.headers.get('link'), `<${srv.app.urls.apiCatalog}>; rel="api-catalog"`);
  });

  test('GET /api/v1 announces the catalog too', async () => {
    const r = await call(srv.url, '/api/v1');
    assert.match(r.headers.get('link') ?? '', new RegExp(`<${srv.app.urls.apiCatalog.replace(/[.]/g, '\\.')}>; rel="api-catalog"`));
  });
});

describe('GET /api/v1', () => {
  test('lists every operation of the tables, the auth story, versioning and the discovery files', async () => {
    const r = await call(srv.url, '/api/v1');
    assert.equal(r.status, 200);
    assertSchema('ApiIndex', r.data);
    assert.deepEqual(
      r.data.endpoints.map((e: any) => `${e.method} ${e.path} ${e.operationId}`),
      OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.operationId}`),
    );
    const u = srv.app.urls;
    assert.equal(r.data.openapi, u.openapi);
    assert.equal(r.data.mcpServer, u.mcp);
    assert.equal(r.data.checks, srv.rules.length);
    assert.match(r.data.authentication, /anonymous/i);
    assert.ok(r.data.authentication.includes(u.authMd));
    assert.ok(r.data.versioningPolicy.includes(u.deprecationPolicy));
    assert.equal(r.data.auth.anonymous, true);
    assert.equal(r.data.auth.optionalBearer.protectedResourceMetadata, u.protectedResourceMetadata);
    assert.deepEqual(r.data.versioning, { current: '/api/v1', policy: u.deprecationPolicy, graceMonths: 6, deprecated: [] });
    assert.deepEqual(r.data.limits, { analysesPerDay: 7, burstPerMinute: 11, readsPerMinute: 97, batchMaxUrls: 3 });
    for (const key of ['apiCatalog', 'aiCatalog', 'ard', 'agentSkills', 'skill', 'llmsTxt', 'agentsMd', 'authMd', 'pricingMd', 'deprecationPolicy', 'license', 'health']) {
      assert.ok(r.data.links[key], `links.${key}`);
      await assertAnswers(r.data.links[key]);
    }
    await assertAnswers(r.data.documentation);
  });
});

describe('every discovery address of the service answers', () => {
  test('the URLs in deps.urls and the served paths agree', async () => {
    const u = srv.app.urls;
    for (const url of [u.openapi, u.health, u.apiDocs, u.apiCatalog, u.aiCatalog, u.ardJson, u.skillsIndex, u.skillMd, u.llmsTxt, u.agentsMd, u.authMd, u.pricingMd, u.deprecationPolicy, u.licenseXml]) {
      const res = await assertAnswers(url);
      assert.ok(res.headers.get('cache-control'), `${url} has Cache-Control`);
    }
  });

  test('documents are cacheable and revalidate by ETag', async () => {
    const first = await bytes(srv.app.urls.llmsTxt);
    assert.match(first.headers.get('cache-control') ?? '', /public, max-age=\d+/);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^W\/"[\w-]+"$/);
    const again = await bytes(srv.app.urls.llmsTxt, { headers: { 'if-none-match': etag! } });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const strongForm = await bytes(srv.app.urls.llmsTxt, { headers: { 'if-none-match': `"x", ${etag!.slice(2)}` } });
    assert.equal(strongForm.status, 304, 'If-None-Match compares weakly and takes a list');
    const other = await bytes(srv.app.urls.llmsTxt, { headers: { 'if-none-match': '"something-else"' } });
    assert.equal(other.status, 200);
    assert.deepEqual(other.body, first.body);
  });
});

describe('AI catalog and ARD', () => {
  test('ai-catalog.json and ard.json are the same bytes, JSON, with type and mediaType on every entry', async () => {
    const a = await bytes(srv.app.urls.aiCatalog);
    const b = await bytes(srv.app.urls.ardJson);
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    assert.ok(a.body.equals(b.body), 'identical bytes');
    assert.equal(mediaType(a.headers.get('content-type')), 'application/json');
    assert.equal(mediaType(b.headers.get('content-type')), 'application/json');
    const catalog = JSON.parse(a.body.toString('utf8'));
    assertSchema('AiCatalog', catalog);
    assert.equal(catalog.specVersion, '1.0');
    const byUrl = new Map(catalog.entries.map((e: any) => [e.url, e]));
    const u = srv.app.urls;
    assert.equal((byUrl.get(u.openapi) as any)?.mediaType, 'application/openapi+json');
    assert.equal((byUrl.get(u.wellKnownMcp) as any)?.mediaType, 'application/mcp-server-card+json');
    assert.ok(byUrl.get(u.mcpDocs), 'the documentation MCP server is listed');
    assert.ok(byUrl.get(u.skillsIndex), 'the skills index is listed');
    assert.equal(new Set(catalog.entries.map((e: any) => e.identifier)).size, catalog.entries.length, 'identifiers are unique');
  });

  test('every entry answers the way its type says: documents to GET, mcp to initialize, nlweb to a query', async () => {
    const catalog = (await call(srv.url, '/.well-known/ai-catalog.json')).data;
    for (const entry of catalog.entries) {
      if (entry.type === 'mcp') {
        await assertMcpAnswers(entry.url);
        continue;
      }
      if (entry.type === 'nlweb') {
        const url = new URL(entry.url);
        url.searchParams.set('query', 'how is accessibility scored?');
        const res = await assertAnswers(url.href);
        assert.equal(mediaType(res.headers.get('content-type')), entry.mediaType);
        continue;
      }
      const res = await assertAnswers(entry.url);
      const served = mediaType(res.headers.get('content-type'));
      assert.ok(served === entry.mediaType || (entry.mediaType.endsWith('+json') && served === 'application/json'), `${entry.identifier}: served ${served}, catalog says ${entry.mediaType}`);
    }
  });
});

describe('agent skills', () => {
  test('the index follows the 0.2.0 shape and its digest is of the served SKILL.md bytes', async () => {
    const r = await call(srv.url, '/.well-known/agent-skills/index.json');
    assert.equal(r.status, 200);
    assertSchema('SkillsIndex', r.data);
    assert.equal(r.data.$schema, 'https://schemas.agentskills.io/discovery/0.2.0/schema.json');
    assert.equal(r.data.skills.length, 1);
    const skill = r.data.skills[0];
    assert.equal(skill.url, srv.app.urls.skillMd);
    const md = await bytes(skill.url);
    assert.equal(md.status, 200);
    assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(skill.digest, `sha256:${createHash('sha256').update(md.body).digest('hex')}`);
  });

  test('SKILL.md: name rules, description, REST and MCP instructions, the configured quota', async () => {
    const index = (await call(srv.url, '/.well-known/agent-skills/index.json')).data;
    const text = (await bytes(srv.app.urls.skillMd)).body.toString('utf8');
    const { fields, body } = frontmatter(text);
    assert.deepEqual(Object.keys(fields).sort(), ['description', 'name']);
    assert.match(fields['name']!, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.ok(fields['name']!.length <= 64);
    const dir = new URL(srv.app.urls.skillMd).pathname.split('/').at(-2);
    assert.equal(fields['name'], dir, 'the name is the directory of SKILL.md');
    assert.equal(fields['name'], index.skills[0].name);
    assert.equal(fields['description'], index.skills[0].description);
    assert.ok(fields['description']!.length > 20 && fields['description']!.length <= 1024);
    assert.match(body, /^# /m);
    assert.ok(body.includes(`${srv.app.urls.api}/analyze`), 'REST: POST /api/v1/analyze');
    assert.ok(body.includes(srv.app.urls.mcp), 'MCP endpoint');
    assert.match(body, /analyze_website/);
    assert.match(body, /\b7 analyses per day\b/);
    assert.match(body, /\b11 analysis requests per minute\b/);
    assert.match(body, /70 is a good site/);
  });
});

describe('llms.txt', () => {
  test('H1, blockquote summary, prose, link sections with Optional last', async () => {
    const res = await assertAnswers(srv.app.urls.llmsTxt);
    assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    assert.equal(lines[0], '# pagegrade');
    assert.equal(lines[1], '');
    assert.match(lines[2]!, /^> \S/);
    const firstSection = lines.findIndex((l) => l.startsWith('## '));
    assert.ok(lines.slice(3, firstSection).some((l) => l.trim() && !l.startsWith('#') && !l.startsWith('-')), 'prose before the sections');
    const sections = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
    for (const s of ['Docs', 'API', 'Agents', 'Optional']) assert.ok(sections.includes(s), `section ${s}`);
    assert.equal(sections.at(-1), 'Optional');
    assert.equal(lines.filter((l) => l.startsWith('# ')).length, 1, 'one H1');
    for (const line of lines.slice(firstSection)) {
      if (!line.trim() || line.startsWith('## ')) continue;
      assert.match(line, /^- \[[^\]]+\]\([^)\s]+\)(: \S.*)?$/, `list line: ${line}`);
    }
  });

  test('every link answers 200', async () => {
    const text = await (await assertAnswers(srv.app.urls.llmsTxt)).text();
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    assert.ok(links.length >= 15);
    for (const link of links) await assertAnswers(link);
  });
});

describe('license.xml (RSL 1.0)', () => {
  test('parses as RSL: namespace, content with url, license with usage permits from the vocabulary', async () => {
    const res = await assertAnswers(srv.app.urls.licenseXml);
    assert.equal(res.headers.get('content-type'), 'application/rsl+xml');
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['content', 'permits', 'prohibits'].includes(name) }).parse(await res.text());
    assert.deepEqual(Object.keys(xml).filter((k) => k !== '?xml'), ['rsl']);
    assert.equal(xml.rsl['@xmlns'], 'https://rslstandard.org/rsl');
    const contents = xml.rsl.content as any[];
    assert.ok(contents.some((c) => c['@url'] === '/'), 'the whole site is covered');
    for (const c of contents) {
      assert.match(c['@url'], /^\//);
      const license = c.license;
      assert.ok(license, 'content has a license');
      assert.ok(license.permits?.length, 'license permits something');
      for (const p of license.permits) {
        assert.equal(p['@type'], 'usage');
        for (const token of String(p['#text']).split(',')) assert.ok(RSL_USAGE.has(token.trim()), `usage token ${token}`);
      }
      assert.equal(license.payment?.['@type'], 'free');
    }
  });
});

describe('markdown files', () => {
  test('auth.md names itself, explains anonymous access and the optional flow, points at the metadata', async () => {
    const res = await assertAnswers(srv.app.urls.authMd);
    assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const md = await res.text();
    assert.match(md.split('\n')[0]!, /^# auth\.md\b/);
    assert.match(md, /anonymous/i);
    assert.match(md, /client[_ -]credentials/);
    const u = srv.app.urls;
    for (const url of [u.protectedResourceMetadata, u.oauthRegister, u.oauthToken, u.oauthRevoke]) assert.ok(md.includes(url), url);
  });

  test('agents.md and the API reference are markdown documents of this service', async () => {
    const agents = await (await assertAnswers(srv.app.urls.agentsMd)).text();
    assert.match(agents, /^# /);
    assert.ok(agents.includes(srv.app.urls.mcp));
    const reference = await (await assertAnswers(srv.app.urls.apiDocs)).text();
    for (const op of OPERATIONS) assert.ok(reference.includes(`\`${op.operationId}\``), `reference lists ${op.operationId}`);
  });

  test('deprecation-policy.md: v1 stable, /api/v2 for breaking changes, six months, headers, nothing deprecated', async () => {
    const md = await (await assertAnswers(srv.app.urls.deprecationPolicy)).text();
    assert.match(md, /^# Deprecation policy/);
    assert.match(md, /\/api\/v1/);
    assert.match(md, /\/api\/v2/);
    assert.match(md, /at least 6 months/);
    assert.match(md, /Deprecation: @<unix seconds>/);
    assert.match(md, /Sunset/);
    assert.match(md, /Nothing is deprecated at present\./);
  });

  test('pricing.md states the configured limits, and follows the configuration when it changes', async () => {
    const md = await (await assertAnswers(srv.app.urls.pricingMd)).text();
    assert.match(md, /\*\*free\*\*/i);
    assert.match(md, /\| 7 per day per IP \|/);
    assert.match(md, /\| 11 requests per minute per IP \|/);
    assert.match(md, /\| 97 requests per minute per IP \|/);
    const other = await startServer({ PAGEGRADE_RATE_ANALYSES_PER_DAY: '3', PAGEGRADE_RATE_BURST_PER_MINUTE: '8', PAGEGRADE_RATE_READS_PER_MINUTE: '120' });
    try {
      const md2 = await (await assertAnswers(other.app.urls.pricingMd)).text();
      assert.match(md2, /\| 3 per day per IP \|/);
      assert.match(md2, /\| 8 requests per minute per IP \|/);
      assert.match(md2, /\| 120 requests per minute per IP \|/);
      assert.doesNotMatch(md2, /\b97\b/);
      const llms = await (await assertAnswers(other.app.urls.llmsTxt)).text();
      assert.match(llms, /3 analyses per day/);
      const index = await call(other.url, '/api/v1');
      assert.equal(index.data.limits.analysesPerDay, 3);
    } finally {
      await other.close();
    }
  });
});
