import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '@pagegrade/core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, assertSchema, rawRequest } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fixture bakery — bread and cakes</title><meta name="description" content="A fixture page for the pagegrade tool server tests, with enough words to be a description.">
</head><body><header><nav><a href="/about">About</a></nav></header><main><h1>Bread</h1><p>We bake bread.</p><img src="/a.png" alt="A loaf"></main><footer>© Bakery</footer></body></html>`;

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'pagegrade-test', version: '1.0.0' } },
};

async function connect(base: string, path: string): Promise<Client> {
  const client = new Client({ name: 'pagegrade-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(path, base)));
  return client;
}

/** A successful tool result: structuredContent is exactly the JSON of the text block. */
function structured(result: CallToolResult): any {
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  const text = result.content.find((c) => c.type === 'text');
  assert.ok(text && text.type === 'text');
  assert.deepEqual(result.structuredContent, JSON.parse(text.text));
  return result.structuredContent;
}

/** A tool error carrying the API's error body with `code`. */
function toolError(result: CallToolResult, code: string, status: number): any {
  assert.equal(result.isError, true, JSON.stringify(result));
  const text = result.content.find((c) => c.type === 'text');
  assert.ok(text && text.type === 'text');
  const body = JSON.parse(text.text);
  assertSchema('Error', body);
  assert.equal(body.error.code, code, body.error.message);
  assert.equal(body.error.status, status);
  assert.ok(body.error.message.length > 0);
  return body;
}

function assertJsonError(res: { status: number; data: any; headers: Headers }, status: number, code: string) {
  assert.equal(res.status, status, JSON.stringify(res.data));
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  assertSchema('Error', res.data);
  assert.equal(res.data.error.code, code);
}

function assertJsonRpcError(res: { status: number; data: any; headers: Headers }, status: number) {
  assert.equal(res.status, status, JSON.stringify(res.data));
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(res.data.jsonrpc, '2.0');
  assert.equal(typeof res.data.error.code, 'number');
  assert.ok(res.data.error.message.length > 0);
}

let srv: TestServer;
let site: FixtureSite;
let client: Client;
let docs: Client;

before(async () => {
  srv = await startServer();
  site = await startSite({ '/': { body: PAGE }, '/other': { body: PAGE.replace('Bread', 'Cakes') }, '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' } });
  client = await connect(srv.url, '/api/v1/mcp');
  docs = await connect(srv.url, '/mcp/docs');
});
after(async () => {
  await Promise.all([client?.close(), docs?.close()]);
  await site.close();
  await srv.close();
});

describe('analysis tool server', () => {
  test('initialize answers with the protocol version, server info and instructions, and no session', async () => {
    const r = await call(srv.url, '/api/v1/mcp', { method: 'POST', headers: MCP_HEADERS, json: INITIALIZE });
    assert.equal(r.status, 200, r.text);
    assert.match(r.headers.get('content-type') ?? '', /application\/json/);
    assert.equal(r.headers.get('mcp-session-id'), null);
    assert.equal(r.data.id, 1);
    assert.equal(r.data.result.protocolVersion, '2025-11-25');
    assert.equal(r.data.result.serverInfo.name, 'pagegrade');
    assert.equal(r.data.result.serverInfo.version, VERSION);
    assert.ok(r.data.result.capabilities.tools);
    assert.match(r.data.result.instructions, /analyses a day/);
    assert.match(r.data.result.instructions, /70 is a good site/);
    assert.equal(client.getServerVersion()?.name, 'pagegrade');
  });

  test('tools/list shows three tools with self-contained input and output schemas and annotations', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['analyze_website', 'get_analysis', 'get_leaderboard']);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object', tool.name);
      assert.equal(tool.outputSchema?.type, 'object', tool.name);
      assert.ok(tool.description && tool.description.length > 20, tool.name);
      const text = JSON.stringify([tool.inputSchema, tool.outputSchema]);
      assert.doesNotMatch(text, /"\$ref"|"\$id"|"\$schema"/, `${tool.name} schemas must not point elsewhere`);
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    assert.deepEqual(byName['analyze_website']!.inputSchema.required, ['url']);
    // Inlined from AnalysisSummary.json → Grade.json.
    assert.ok(Array.isArray((byName['analyze_website']!.outputSchema!.properties as any).grade.enum));
    assert.equal(byName['analyze_website']!.annotations?.openWorldHint, true);
    assert.equal(byName['analyze_website']!.annotations?.readOnlyHint, false);
    assert.equal(byName['get_leaderboard']!.annotations?.readOnlyHint, true);
    assert.equal(byName['get_analysis']!.annotations?.readOnlyHint, true);
    assert.deepEqual(byName['get_analysis']!.inputSchema.required, ['id']);
  });

  let analysisId = '';

  test('analyze_website grades a page: structuredContent is the AnalysisSummary, the same as the text block', async () => {
    const result = (await client.callTool({ name: 'analyze_website', arguments: { url: site.url } })) as CallToolResult;
    const summary = structured(result);
    assertSchema('AnalysisSummary', summary);
    assert.ok(summary.url.startsWith(site.origin));
    assert.equal(summary.dimensions.length, 8);
    assert.ok(await srv.stores.analyses.get(summary.id), 'the analysis is stored like one from the API');
    analysisId = summary.id;
  });

  test('the tool call reports the shared quota in RateLimit headers', async () => {
    const r = await call(srv.url, '/api/v1/mcp', {
      method: 'POST',
      headers: { ...MCP_HEADERS, 'mcp-protocol-version': '2025-11-25' },
      json: { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'get_leaderboard', arguments: {} } },
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.headers.get('ratelimit-limit'), String(srv.config.rateLimits.readsPerMinute));
    assert.ok(Number(r.headers.get('ratelimit-remaining')) < srv.config.rateLimits.readsPerMinute);
    assert.equal(r.data.result.isError, undefined);
  });

  test('get_leaderboard lists the analyzed site, with paging', async () => {
    const page = structured((await client.callTool({ name: 'get_leaderboard', arguments: { limit: 5 } })) as CallToolResult);
    assertSchema('Leaderboard', page);
    assert.equal(page.viewUrl, `${srv.url}/leaderboard`);
    assert.ok(page.entries.some((e: any) => e.reportUrl.endsWith(`/report/${analysisId}`)), JSON.stringify(page.entries));
    assert.equal(page.nextCursor, null);
    const defaults = structured((await client.callTool({ name: 'get_leaderboard', arguments: {} })) as CallToolResult);
    assert.deepEqual(defaults.entries, page.entries);
  });

  test('get_leaderboard refuses an altered cursor and an out-of-range limit as invalid_request', async () => {
    toolError((await client.callTool({ name: 'get_leaderboard', arguments: { cursor: 'abc.def' } })) as CallToolResult, 'invalid_request', 400);
    toolError((await client.callTool({ name: 'get_leaderboard', arguments: { limit: 0 } })) as CallToolResult, 'invalid_request', 400);
  });

  test('get_analysis returns a stored analysis as a complete job', async () => {
    const job = structured((await client.callTool({ name: 'get_analysis', arguments: { id: analysisId } })) as CallToolResult);
    assertSchema('AnalysisJob', job);
    assert.equal(job.id, analysisId);
    assert.equal(job.status, 'complete');
    assert.equal(job.url, site.url);
    assert.equal(job.result.id, analysisId);
    assert.deepEqual(job.result, await srv.stores.analyses.summary(analysisId));
  });

  test('get_analysis follows an asynchronous job from the API until complete', async () => {
    const started = await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url: `${site.origin}/other` } });
    assert.equal(started.status, 202, started.text);
    const first = structured((await client.callTool({ name: 'get_analysis', arguments: { id: started.data.id } })) as CallToolResult);
    assertSchema('AnalysisJob', first);
    assert.equal(first.id, started.data.id);
    assert.ok(['running', 'complete'].includes(first.status));
    await srv.app.jobs.whenIdle();
    const done = structured((await client.callTool({ name: 'get_analysis', arguments: { id: started.data.id } })) as CallToolResult);
    assertSchema('AnalysisJob', done);
    assert.equal(done.status, 'complete');
    assert.equal(done.statusUrl, started.data.statusUrl);
    assertSchema('AnalysisSummary', done.result);
  });

  test('get_analysis of an unknown id is a not_found tool error', async () => {
    toolError((await client.callTool({ name: 'get_analysis', arguments: { id: 'no-such-id' } })) as CallToolResult, 'not_found', 404);
    toolError((await client.callTool({ name: 'get_analysis', arguments: { id: '../etc' } })) as CallToolResult, 'invalid_request', 400);
  });

  test('analyze_website refuses private hosts, bad URLs and bad arguments as tool errors', async () => {
    const blocked = toolError((await client.callTool({ name: 'analyze_website', arguments: { url: 'http://10.0.0.1/' } })) as CallToolResult, 'blocked_host', 422);
    assert.equal(blocked.error.documentation, `${srv.url}/docs/errors#blocked_host`);
    toolError((await client.callTool({ name: 'analyze_website', arguments: { url: 'ftp://example.com/' } })) as CallToolResult, 'invalid_url', 422);
    const missing = toolError((await client.callTool({ name: 'analyze_website', arguments: {} })) as CallToolResult, 'invalid_request', 400);
    assert.match(missing.error.message, /url/);
    toolError((await client.callTool({ name: 'analyze_website', arguments: { url: site.url, extra: 1 } })) as CallToolResult, 'invalid_request', 400);
  });

  test('an unknown tool is a protocol error, not a tool error', async () => {
    await assert.rejects(client.callTool({ name: 'delete_everything', arguments: {} }), (err: unknown) => err instanceof McpError && err.code === -32602);
  });

  test('protocol errors are prefixed once: the wire message is plain, the SDK client adds its "MCP error <code>:"', async () => {
    const raw = await call(srv.url, '/api/v1/mcp', { method: 'POST', headers: MCP_HEADERS, json: { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'delete_everything', arguments: {} } } });
    const body = typeof raw.data === 'string' ? JSON.parse(raw.data.replace(/^[\s\S]*?data: /, '').split('\n')[0]!) : raw.data;
    assert.equal(body.error.code, -32602);
    assert.equal(body.error.message, 'Unknown tool "delete_everything"; tools/list names the tools.');
    await assert.rejects(client.callTool({ name: 'delete_everything', arguments: {} }), (err: unknown) => err instanceof Error && err.message === 'MCP error -32602: Unknown tool "delete_everything"; tools/list names the tools.');
    await assert.rejects(docs.readResource({ uri: 'pagegrade://docs/nothing' }), (err: unknown) => err instanceof Error && (err.message.match(/MCP error/g) ?? []).length === 1);
    await assert.rejects(docs.getPrompt({ name: 'explain_check', arguments: { id: 'no/such-check' } }), (err: unknown) => err instanceof Error && (err.message.match(/MCP error/g) ?? []).length === 1 && !/Error: .*Error:/.test(err.message));
  });
});

describe('documentation tool server', () => {
  test('initialize names the docs server; tools, resources and prompts are listed', async () => {
    assert.equal(docs.getServerVersion()?.name, 'pagegrade-docs');
    assert.match(docs.getInstructions() ?? '', /no.*quota|nothing here spends/i);
    const { tools } = await docs.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['get_check', 'search_docs']);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object');
      assert.equal(tool.outputSchema?.type, 'object');
      assert.equal(tool.annotations?.readOnlyHint, true);
      assert.doesNotMatch(JSON.stringify(tool), /"\$ref"/);
    }
    const { resources } = await docs.listResources();
    assert.deepEqual(resources.map((r) => r.uri).sort(), ['pagegrade://docs/checks', 'pagegrade://docs/scoring']);
    const { prompts } = await docs.listPrompts();
    assert.deepEqual(prompts.map((p) => p.name), ['explain_check']);
  });

  test('the docs server answers at a path ending in /mcp too (MCP Inspector rewrites others), and the discovery files name it', async () => {
    const alias = await connect(srv.url, '/mcp/docs/mcp');
    try {
      assert.equal(alias.getServerVersion()?.name, 'pagegrade-docs');
      assert.deepEqual((await alias.listTools()).tools.map((t) => t.name).sort(), ['get_check', 'search_docs']);
      const result = structured((await alias.callTool({ name: 'search_docs', arguments: { query: 'canonical', limit: 1 } })) as CallToolResult);
      assert.equal(result.hits.length, 1);
    } finally {
      await alias.close();
    }
    const address = `${srv.url}/mcp/docs/mcp`;
    for (const file of ['/.well-known/ai-catalog.json', '/llms.txt', '/agents.md']) assert.ok((await call(srv.url, file)).text.includes(address), file);
  });

  test('search_docs finds the canonical checks', async () => {
    const result = structured((await docs.callTool({ name: 'search_docs', arguments: { query: 'canonical' } })) as CallToolResult);
    assertSchema('DocsSearchResult', result);
    assert.equal(result.query, 'canonical');
    assert.ok(result.hits.length > 0 && result.hits.length <= 5);
    assert.ok(result.hits.some((h: any) => h.kind === 'check' && h.id.startsWith('seo/canonical')), JSON.stringify(result.hits.map((h: any) => h.id)));
    const one = structured((await docs.callTool({ name: 'search_docs', arguments: { query: 'canonical', limit: 1 } })) as CallToolResult);
    assert.equal(one.hits.length, 1);
    toolError((await docs.callTool({ name: 'search_docs', arguments: { query: '' } })) as CallToolResult, 'invalid_request', 400);
  });

  test('get_check returns the catalogue entry and the documentation of a check', async () => {
    const doc = structured((await docs.callTool({ name: 'get_check', arguments: { id: 'seo/canonical-present' } })) as CallToolResult);
    assertSchema('CheckDocumentation', doc);
    assert.equal(doc.id, 'seo/canonical-present');
    assert.equal(doc.check.id, 'seo/canonical-present');
    assert.equal(doc.check.dimension, 'seo');
    assert.match(doc.markdown, /seo\/canonical-present/);
    assert.match(doc.markdown, /How to fix/);
    toolError((await docs.callTool({ name: 'get_check', arguments: { id: 'seo/no-such-check' } })) as CallToolResult, 'not_found', 404);
  });

  test('get_check answers the former id of a merged check with the check it was merged into', async () => {
    const merged = srv.rules.filter((r) => r.formerIds?.length);
    assert.ok(merged.length > 0);
    for (const r of merged) {
      for (const former of r.formerIds!) {
        const doc = structured((await docs.callTool({ name: 'get_check', arguments: { id: former } })) as CallToolResult);
        assertSchema('CheckDocumentation', doc);
        assert.equal(doc.id, r.id);
        assert.equal(doc.check.id, r.id);
        assert.deepEqual(doc.check.formerIds, r.formerIds);
        assert.ok(doc.markdown.includes(`\`${former}\``), 'the documentation names the former id');
      }
    }
  });

  test('the resources are the scoring and checks documents as markdown', async () => {
    const scoring = await docs.readResource({ uri: 'pagegrade://docs/scoring' });
    assert.equal(scoring.contents[0]!.mimeType, 'text/markdown');
    assert.match(String((scoring.contents[0] as { text?: string }).text), /^# Scoring/);
    const checks = await docs.readResource({ uri: 'pagegrade://docs/checks' });
    assert.match(String((checks.contents[0] as { text?: string }).text), /seo\/canonical-present/);
    await assert.rejects(docs.readResource({ uri: 'pagegrade://docs/nothing' }), (err: unknown) => err instanceof McpError && err.code === -32002);
  });

  test('the explain_check prompt carries the check documentation', async () => {
    const prompt = await docs.getPrompt({ name: 'explain_check', arguments: { id: 'seo/canonical-present' } });
    const content = prompt.messages[0]!.content;
    assert.equal(content.type, 'text');
    assert.match(content.type === 'text' ? content.text : '', /How to fix/);
    await assert.rejects(docs.getPrompt({ name: 'explain_check', arguments: { id: 'nope/nope' } }), McpError);
  });

  test('the docs server spends no quota', async () => {
    const r = await call(srv.url, '/mcp/docs', {
      method: 'POST',
      headers: { ...MCP_HEADERS, 'mcp-protocol-version': '2025-11-25' },
      json: { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'alt text' } } },
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.headers.get('ratelimit-limit'), null);
    assert.ok(r.data.result.structuredContent.hits.length > 0);
  });
});

describe('Streamable HTTP rules', () => {
  for (const path of ['/api/v1/mcp', '/mcp/docs', '/mcp/docs/mcp']) {
    test(`GET and DELETE ${path} are 405 with the JSON error body and Allow: POST`, async () => {
      for (const method of ['GET', 'DELETE']) {
        const r = await call(srv.url, path, { method, headers: { accept: 'text/event-stream' } });
        assertJsonError(r, 405, 'method_not_allowed');
        assert.equal(r.headers.get('allow'), 'POST');
      }
    });
  }

  test('a POST whose Accept lacks text/event-stream is 406 with a JSON body', async () => {
    const r = await call(srv.url, '/api/v1/mcp', { method: 'POST', headers: { accept: 'application/json' }, json: INITIALIZE });
    assertJsonRpcError(r, 406);
  });

  test('a notification is accepted with 202 and no body', async () => {
    const r = await call(srv.url, '/api/v1/mcp', {
      method: 'POST',
      headers: { ...MCP_HEADERS, 'mcp-protocol-version': '2025-11-25' },
      json: { jsonrpc: '2.0', method: 'notifications/initialized' },
    });
    assert.equal(r.status, 202);
    assert.equal(r.text, '');
  });

  test('an unsupported MCP-Protocol-Version is 400 with a JSON body', async () => {
    const r = await call(srv.url, '/api/v1/mcp', {
      method: 'POST',
      headers: { ...MCP_HEADERS, 'mcp-protocol-version': '1999-01-01' },
      json: { jsonrpc: '2.0', id: 3, method: 'tools/list' },
    });
    assertJsonRpcError(r, 400);
    assert.match(r.data.error.message, /protocol version/i);
  });

  test('bodies that are not JSON-RPC get JSON-RPC errors, never HTML', async () => {
    const notJson = await call(srv.url, '/api/v1/mcp', { method: 'POST', headers: MCP_HEADERS, body: '{"jsonrpc": "2.0", ' });
    assertJsonRpcError(notJson, 400);
    assert.equal(notJson.data.error.code, -32700);
    const notRpc = await call(srv.url, '/api/v1/mcp', { method: 'POST', headers: MCP_HEADERS, json: { hello: 'world' } });
    assertJsonRpcError(notRpc, 400);
    const empty = await call(srv.url, '/mcp/docs', { method: 'POST', headers: MCP_HEADERS, body: '' });
    assertJsonRpcError(empty, 400);
    const text = await call(srv.url, '/api/v1/mcp', { method: 'POST', headers: { ...MCP_HEADERS, 'content-type': 'text/plain' }, body: JSON.stringify(INITIALIZE) });
    assertJsonRpcError(text, 415);
  });

  test('a body over the size limit is 413 with the JSON error body', async () => {
    const big = { ...INITIALIZE, params: { ...INITIALIZE.params, padding: 'x'.repeat(srv.config.maxBodyBytes) } };
    const r = await call(srv.url, '/api/v1/mcp', { method: 'POST', headers: MCP_HEADERS, json: big });
    assertJsonError(r, 413, 'payload_too_large');
  });
});

describe('server card and /.well-known/mcp', () => {
  test('GET /.well-known/mcp is the server card', async () => {
    const r = await call(srv.url, '/.well-known/mcp');
    assert.equal(r.status, 200, r.text);
    assert.equal(r.headers.get('content-type'), 'application/mcp-server-card+json');
    assertSchema('ServerCard', r.data);
    assert.equal(r.data.name, 'pagegrade');
    assert.equal(r.data.version, VERSION);
    const urls = r.data.remotes.map((x: any) => x.url);
    assert.deepEqual(urls, [`${srv.url}/api/v1/mcp`, `${srv.url}/.well-known/mcp`]);
    for (const remote of r.data.remotes) {
      assert.equal(remote.type, 'streamable-http');
      assert.ok(remote.supportedProtocolVersions.includes('2025-11-25'));
      assert.equal(remote.authentication.required, false);
    }
  });

  test('a client that asks only for application/json gets the card as application/json', async () => {
    const r = await call(srv.url, '/.well-known/mcp', { headers: { accept: 'application/json' } });
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    assertSchema('ServerCard', r.data);
  });

  test('a GET asking for an event stream is 405, as for any MCP endpoint', async () => {
    const r = await call(srv.url, '/.well-known/mcp', { headers: { accept: 'text/event-stream' } });
    assertJsonError(r, 405, 'method_not_allowed');
    assert.match(r.headers.get('allow') ?? '', /POST/);
    const del = await call(srv.url, '/.well-known/mcp', { method: 'DELETE' });
    assertJsonError(del, 405, 'method_not_allowed');
  });

  test('POST /.well-known/mcp is the analysis tool server', async () => {
    const wellKnown = await connect(srv.url, '/.well-known/mcp');
    try {
      assert.equal(wellKnown.getServerVersion()?.name, 'pagegrade');
      const { tools } = await wellKnown.listTools();
      assert.equal(tools.length, 3);
    } finally {
      await wellKnown.close();
    }
  });

  test('the API index and the OpenAPI document describe the tool servers', async () => {
    const index = await call(srv.url, '/api/v1');
    const endpoints = index.data.endpoints.map((e: any) => `${e.method} ${e.path}`);
    for (const e of ['POST /api/v1/mcp', 'POST /.well-known/mcp', 'GET /.well-known/mcp', 'POST /mcp/docs', 'POST /mcp/docs/mcp']) assert.ok(endpoints.includes(e), e);
    const openapi = await call(srv.url, '/openapi.json');
    assert.ok(openapi.data.paths['/api/v1/mcp'].post.responses['200']);
    assert.ok(openapi.data.paths['/.well-known/mcp'].get.responses['200'].content['application/mcp-server-card+json']);
    assert.ok(openapi.data.components.schemas['ServerCard']);
  });
});

describe('shared quota and the MCP host', () => {
  const MCP_HOST = 'mcp.pagegrade.test';
  let limited: TestServer;
  let agent: Client;

  before(async () => {
    limited = await startServer({ PAGEGRADE_RATE_ANALYSES_PER_DAY: '1', PAGEGRADE_MCP_HOST: MCP_HOST });
    agent = await connect(limited.url, '/api/v1/mcp');
  });
  after(async () => {
    await agent?.close();
    await limited?.close();
  });

  test('the tools spend the same daily quota as the API', async () => {
    structured((await agent.callTool({ name: 'analyze_website', arguments: { url: site.url } })) as CallToolResult);
    const refused = toolError((await agent.callTool({ name: 'analyze_website', arguments: { url: `${site.origin}/other` } })) as CallToolResult, 'rate_limited', 429);
    assert.match(refused.error.message, /quota/);
    const api = await call(limited.url, '/api/v1/analyze', { method: 'POST', json: { url: `${site.origin}/other` } });
    assertJsonError(api, 429, 'rate_limited');
    // Reads still work when the analyses are used up.
    structured((await agent.callTool({ name: 'get_leaderboard', arguments: {} })) as CallToolResult);
  });

  test('the MCP host answers MCP at its root and GET / reads the card', async () => {
    const origin = new URL(limited.url);
    const host = `${MCP_HOST}:${origin.port}`;
    const card = await rawRequest(`${limited.url}/`, 'GET', { host });
    assert.equal(card.status, 200, card.body);
    assert.equal(card.headers['content-type'], 'application/mcp-server-card+json');
    const body = JSON.parse(card.body);
    assertSchema('ServerCard', body);
    assert.ok(body.remotes.some((r: any) => r.url === `http://${MCP_HOST}:${origin.port}/`), JSON.stringify(body.remotes));

    const init = await rawRequest(`${limited.url}/`, 'POST', { ...MCP_HEADERS, host }, JSON.stringify(INITIALIZE));
    assert.equal(init.status, 200, init.body);
    assert.equal(JSON.parse(init.body).result.protocolVersion, '2025-11-25');
    const list = await rawRequest(`${limited.url}/`, 'POST', { ...MCP_HEADERS, 'mcp-protocol-version': '2025-11-25', host }, JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }));
    assert.equal(JSON.parse(list.body).result.tools.length, 3);

    const stream = await rawRequest(`${limited.url}/`, 'GET', { host, accept: 'text/event-stream' });
    assert.equal(stream.status, 405);
    assert.equal(JSON.parse(stream.body).error.code, 'method_not_allowed');
    const other = await rawRequest(`${limited.url}/api/v1/leaderboard`, 'GET', { host });
    assert.equal(other.status, 404);
    assert.equal(JSON.parse(other.body).error.code, 'not_found');
  });

  test('the main host card lists the MCP host too', async () => {
    const r = await call(limited.url, '/.well-known/mcp');
    assert.equal(r.data.remotes.length, 3);
    assert.equal(r.data.remotes[2].url, `http://${MCP_HOST}:${new URL(limited.url).port}/`);
  });
});
