import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call as request, assertSchema } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { EventSource } from 'eventsource';

let srv: TestServer;
let site: FixtureSite;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ask fixture — a small page</title><meta name="description" content="A fixture page for the ask endpoint tests, with enough words to be a description.">
</head><body><main><h1>Hello</h1><p>A page to analyse.</p><img src="/a.png" alt="A picture"></main></body></html>`;

const call = (path: string, init: Parameters<typeof request>[2] = {}) => request(srv.url, path, init);
const q = (query: string, extra = '') => `/ask?query=${encodeURIComponent(query)}${extra}`;

function assertError(r: { status: number; data: any; headers: Headers }, status: number, code: string) {
  assert.equal(r.status, status, JSON.stringify(r.data));
  assert.match(r.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(r.data.error.code, code);
  assertSchema('Error', r.data);
}

/** The JSON of every `data:` event of a server-sent event stream, in order. */
function parseEvents(text: string): any[] {
  assert.ok(text.endsWith('\n\n'), 'the stream ends after a complete event');
  return text
    .split('\n\n')
    .filter((block) => block.length > 0)
    .map((block) => {
      // The last event carries the id that stops an EventSource from reconnecting.
      const data = block.replace(/^id: ended\n/, '');
      assert.match(data, /^data: /);
      return JSON.parse(data.slice('data: '.length));
    });
}

before(async () => {
  srv = await startServer();
  site = await startSite({ '/': { body: PAGE }, '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' } });
});
after(async () => {
  await site.close();
  await srv.close();
});

test('GET /ask answers a check question in NLWeb shape, validated by AskResponse', async () => {
  const r = await call(q('what does seo/canonical-present check?'));
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  assert.ok(r.headers.get('ratelimit-limit'), 'a read spends the read quota');
  assertSchema('AskResponse', r.data);
  const first = r.data.results[0];
  assert.equal(first.url, `${srv.url}/docs/checks/seo/canonical-present`);
  assert.equal(first.site, new URL(srv.url).host);
  assert.equal(first.score, 100);
  assert.equal(first.schema_object['@type'], 'DefinedTerm');
  assert.equal(first.schema_object.termCode, 'seo/canonical-present');
  assert.equal(r.data.results.length, 10, 'default limit');
  assert.match(r.data.query_id, /^q-/);
  assert.equal(r.data.summary, undefined, 'list mode has no summary');
});

test('same question, same bytes; a given query_id is echoed; limit applies', async () => {
  const a = await call(q('how is accessibility scored?'));
  const b = await call(q('how is accessibility scored?'));
  assert.equal(a.text, b.text);
  assert.equal(a.data.results[0].schema_object['@type'], 'TechArticle');
  assert.equal(a.data.results[0].name, 'How Accessibility is scored');
  assert.equal(a.data.results[1].schema_object['@type'], 'DefinedTerm');
  const c = await call(q('how is accessibility scored?', '&query_id=abc-123&limit=3'));
  assert.equal(c.data.query_id, 'abc-123');
  assert.equal(c.data.results.length, 3);
  const d = await call(q('how is accessibility scored?', '&limit=50'));
  assert.equal(d.data.results.length, 50);
});

test('POST with JSON and with a form body', async () => {
  const json = await call('/ask', { method: 'POST', json: { query: 'image alt text', limit: 4, mode: 'summarize' } });
  assert.equal(json.status, 200);
  assertSchema('AskResponse', json.data);
  assert.equal(json.data.results.length, 4);
  assert.equal(json.data.results[0].schema_object.termCode, 'accessibility/image-alt');
  assert.match(json.data.summary, /^4 results for "image alt text"\. 1\. accessibility\/image-alt: /);
  const form = await call('/ask', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=image+alt+text&limit=4&mode=generate' });
  assert.equal(form.status, 200);
  assert.deepEqual(form.data.results, json.data.results);
  assert.equal(form.data.summary, json.data.summary, 'generate behaves as summarize');
  // The GET with the same parameters gives the same answer.
  const get = await call(q('image alt text', '&limit=4&mode=summarize'));
  assert.equal(get.text, json.text);
});

test('missing, empty or invalid parameters → 400 JSON errors', async () => {
  assertError(await call('/ask'), 400, 'invalid_request');
  assertError(await call('/ask?query='), 400, 'invalid_request');
  assertError(await call('/ask?query=%20%20'), 400, 'invalid_request');
  assertError(await call(q('seo', '&limit=0')), 400, 'invalid_request');
  assertError(await call(q('seo', '&limit=51')), 400, 'invalid_request');
  assertError(await call(q('seo', '&mode=poem')), 400, 'invalid_request');
  assertError(await call(q('seo', '&streaming=maybe')), 400, 'invalid_request');
  // Invalid parameters are refused before any event is streamed.
  assertError(await call('/ask?query=&streaming=true'), 400, 'invalid_request');
  assertError(await call('/ask', { method: 'POST', json: {} }), 400, 'invalid_request');
  assertError(await call('/ask', { method: 'POST', json: { query: '' } }), 400, 'invalid_request');
  assertError(await call('/ask', { method: 'POST', json: { query: 42 } }), 400, 'invalid_request');
  assertError(await call('/ask', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":' }), 400, 'invalid_request');
  assertError(await call('/ask', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'query=seo' }), 415, 'unsupported_media_type');
  assertError(await call('/ask', { method: 'PUT' }), 405, 'method_not_allowed');
});

test('streaming: api_version, result_batch(es), summary, complete, each a valid AskEvent', async () => {
  const r = await call(q('how is security scored?', '&streaming=true&limit=25&mode=summarize'));
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  const events = parseEvents(r.text);
  for (const e of events) assertSchema('AskEvent', e);
  assert.deepEqual(
    events.map((e) => e.message_type),
    ['api_version', 'result_batch', 'result_batch', 'result_batch', 'summary', 'complete'],
  );
  assert.ok(new Set(events.map((e) => e.query_id)).size === 1);
  const results = events.filter((e) => e.message_type === 'result_batch').flatMap((e) => e.results);
  assert.equal(results.length, 25);
  // The same results as the JSON answer, in the same order.
  const plain = await call(q('how is security scored?', '&limit=25&mode=summarize'));
  assert.deepEqual(results, plain.data.results);
  assert.equal(events.at(-2).summary, plain.data.summary);
  assert.equal(events.at(-2).message, plain.data.summary, 'the summary is where NLWeb clients read it');
  assert.match(r.text, /id: ended\ndata: \{"message_type":"complete"/, 'the complete event carries the id that ends the stream');
  assert.equal(events[0].query_id, plain.data.query_id, 'the derived query_id does not depend on streaming');

  // streaming=1 works too; list mode has no summary event.
  const one = parseEvents((await call(q('canonical', '&streaming=1'))).text);
  assert.deepEqual(one.map((e) => e.message_type), ['api_version', 'result_batch', 'complete']);
  // POST streams as well.
  const post = parseEvents((await call('/ask', { method: 'POST', json: { query: 'canonical', streaming: true } })).text);
  assert.deepEqual(post.map((e) => e.message_type), ['api_version', 'result_batch', 'complete']);
});

test('an EventSource client reads the events once: after complete its reconnect is answered 204 and it stops', async () => {
  const requests: Array<string | null> = [];
  const source = new EventSource(`${srv.url}${q('how is security scored?', '&streaming=true&mode=summarize')}`, {
    fetch: (input, init) => {
      requests.push(new Headers(init?.headers).get('last-event-id'));
      return fetch(input, init);
    },
  });
  const types: string[] = [];
  let summary: string | undefined;
  await new Promise<void>((resolve) => {
    source.onmessage = (e) => {
      const event = JSON.parse(e.data);
      types.push(event.message_type);
      if (event.message_type === 'summary') summary = event.message;
    };
    // The stream ends, the client reconnects with Last-Event-ID, is told 204, and closes for good.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) resolve();
    };
  });
  assert.deepEqual(types, ['api_version', 'result_batch', 'summary', 'complete']);
  assert.ok(summary && summary.length > 0, 'the summary event carries message');
  assert.deepEqual(requests, [null, 'ended'], 'one reconnect, which ends it');
  const direct = await fetch(`${srv.url}${q('how is security scored?', '&streaming=true')}`, { headers: { 'last-event-id': 'ended' } });
  assert.equal(direct.status, 204);
});

test('a failure after the stream started is an error event, and the stream ends', async () => {
  const analyses = srv.stores.analyses;
  const original = analyses.leaderboard;
  analyses.leaderboard = () => {
    throw new Error('disk on fire');
  };
  try {
    const r = await call(q('which sites score best?', '&streaming=true'));
    assert.equal(r.status, 200);
    const events = parseEvents(r.text);
    for (const e of events) assertSchema('AskEvent', e);
    assert.deepEqual(events.map((e) => e.message_type), ['api_version', 'error']);
    assert.equal(events[1].error.code, 'internal_error');
    assert.doesNotMatch(r.text, /disk on fire/, 'no internals leak');
    // Without streaming the same failure is a JSON 500.
    assertError(await call(q('which sites score best?')), 500, 'internal_error');
  } finally {
    analyses.leaderboard = original;
  }
});

test('site score after a real analysis, follow-ups, the leaderboard, and an honest miss', async () => {
  const miss = await call(q('what is the score of 127.0.0.1?'));
  assert.equal(miss.status, 200);
  assertSchema('AskResponse', miss.data);
  assert.deepEqual(miss.data.results, []);
  assert.match(miss.data.message, /127\.0\.0\.1 has not been analysed yet/);
  const emptyBoard = await call(q('which sites score best?'));
  assert.equal(emptyBoard.data.results[0].schema_object.numberOfItems, 0);

  const analysed = await call('/api/v1/analyze', { method: 'POST', json: { url: site.url } });
  assert.equal(analysed.status, 200, JSON.stringify(analysed.data));
  const summary = analysed.data;

  for (const question of [q(`what is the score of ${site.url}?`), q('what is the score of 127.0.0.1?'), q('how good is it?', `&site=${encodeURIComponent(site.origin)}`)]) {
    const r = await call(question);
    assertSchema('AskResponse', r.data);
    assert.equal(r.data.results.length, 1, question);
    const hit = r.data.results[0];
    assert.equal(hit.site, new URL(summary.url).host);
    assert.equal(hit.url, summary.reportUrl);
    const ws = hit.schema_object;
    // A URL names a page (its latest analysis); a host or the site parameter names the site.
    assert.equal(ws['@type'], question.startsWith(q('what is the score of http')) ? 'WebPage' : 'WebSite', question);
    assert.equal(ws.aggregateRating.ratingValue, summary.score);
    assert.equal(ws.aggregateRating.bestRating, 100);
    assert.equal(ws.aggregateRating.worstRating, 0);
    assert.equal(ws.aggregateRating.ratingExplanation, `Grade ${summary.grade}`);
    assert.deepEqual(
      ws.additionalProperty.map((p: any) => [p.propertyID, p.value, p.valueReference.ratingExplanation]),
      summary.dimensions.map((d: any) => [d.key, d.score, `Grade ${d.grade}`]),
    );
    assert.match(hit.description, new RegExp(`scores ${summary.score}/100 \\(grade ${summary.grade.replace('+', '\\+')}\\)`));
  }

  // A follow-up about a dimension keeps the site of the previous question.
  const accessibility = summary.dimensions.find((d: any) => d.key === 'accessibility');
  const follow = await call(q('and its accessibility?', `&prev=${encodeURIComponent('what is the score of 127.0.0.1?')}&mode=summarize`));
  assert.equal(follow.data.results[0].schema_object['@type'], 'WebSite');
  assert.match(follow.data.results[0].description, new RegExp(`Accessibility: ${accessibility.score}/100`));
  assert.equal(follow.data.results[1].name, 'How Accessibility is scored');
  assert.match(follow.data.summary, new RegExp(`Accessibility: ${accessibility.score}/100`));

  const board = await call(q('Which sites score best?', '&mode=summarize'));
  assertSchema('AskResponse', board.data);
  assert.equal(board.data.results.length, 1);
  const list = board.data.results[0].schema_object;
  assert.equal(list['@type'], 'ItemList');
  assert.equal(board.data.results[0].url, `${srv.url}/leaderboard`);
  assert.equal(list.itemListElement[0]['@type'], 'ListItem');
  assert.equal(list.itemListElement[0].position, 1);
  assert.equal(list.itemListElement[0].url, summary.reportUrl);
  assert.equal(list.itemListElement[0].item.aggregateRating.ratingValue, summary.score);
  assert.match(board.data.summary, /^The best-scoring analysed sites: 1\. /);
});

test('the scoring documentation the answers link to is served', async () => {
  const ask = await call(q('how are grades computed?', '&limit=1'));
  const url = new URL(ask.data.results[0].url);
  assert.equal(url.hash, '#5-grades');
  // A page for people, with the section the answer names, and the same text as markdown.
  const page = await fetch(`${url.origin}${url.pathname}`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(await page.text(), /<h2 id="5-grades">5\. Grades<\/h2>/);
  const doc = await fetch(`${url.origin}${url.pathname}.md`);
  assert.equal(doc.status, 200);
  assert.match(doc.headers.get('content-type') ?? '', /^text\/markdown/);
  assert.match(await doc.text(), /^# Scoring\n[\s\S]*## 5\. Grades/);
});

test('OpenAPI and the API index list /ask', async () => {
  const doc = await call('/openapi.json');
  assert.ok(doc.data.paths['/ask'].get && doc.data.paths['/ask'].post);
  assert.ok(doc.data.components.schemas.AskResponse);
  const index = await call('/api/v1');
  for (const method of ['GET', 'POST']) assert.ok(index.data.endpoints.some((e: any) => e.method === method && e.path === '/ask'), method);
});

test('a question naming a page is answered for that page, not with the site’s best analysis of another', async () => {
  const two = await startSite({ '/a/': { body: PAGE }, '/b/': { body: '<html><body><img src="/a.png"><p>bare</p></body></html>' } });
  try {
    const a = await call('/api/v1/analyze', { method: 'POST', json: { url: `${two.url}a/` } });
    const b = await call('/api/v1/analyze', { method: 'POST', json: { url: `${two.url}b/` } });
    assert.equal(a.status, 200, a.text);
    assert.equal(b.status, 200, b.text);
    // The site's best is the first analysis to reach its best score: not the one of /b/.
    assert.ok(a.data.score >= b.data.score, `${a.data.score} >= ${b.data.score}`);
    const best = (await call(q(`what is the score of ${new URL(two.url).hostname}?`))).data.results[0].url;
    assert.notEqual(best, b.data.reportUrl);
    const r = await call(q(`what is the score of ${two.url}b/?`));
    assert.equal(r.status, 200);
    assertSchema('AskResponse', r.data);
    assert.equal(r.data.message, undefined);
    const first = r.data.results[0];
    assert.equal(first.url, b.data.reportUrl);
    assert.equal(first.schema_object['@type'], 'WebPage');
    assert.equal(first.schema_object.url, `${two.url}b/`);
    assert.equal(first.schema_object.aggregateRating.ratingValue, b.data.score);
    const missing = await call(q(`what is the score of ${two.url}c/?`));
    assert.match(missing.data.message, /has not been analysed yet/);
    assert.equal(missing.data.results[0].url, best, 'the site’s best is offered, and said to be of another page');
  } finally {
    await two.close();
  }
});
