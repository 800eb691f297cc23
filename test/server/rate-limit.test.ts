import { test, before, after, mock, describe } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distributedPlace, serviceBackends, startServer, type ServiceBackend, type StartOptions, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { followProgress } from '../helpers/progress.ts';

let site: FixtureSite;
/** Addresses whose page cannot be fetched at all, each for another reason. */
let unfetchable: string[];
before(async () => {
  site = await startSite({
    '/': { body: '<!doctype html><html lang="en"><title>Rate fixture</title><h1>x</h1></html>' },
    '/missing': { status: 404, body: 'no such page' },
    '/loop': { status: 302, headers: { location: '/loop' } },
    '/to-private': { status: 302, headers: { location: 'http://10.0.0.1/' } },
  });
  // A port nothing listens on: the connection is refused.
  const closed = await startSite({});
  await closed.close();
  unfetchable = [`${site.origin}/missing`, `${site.origin}/loop`, `${site.origin}/to-private`, `${closed.origin}/`];
});
after(() => site.close());

const DEFAULTS = { PAGEGRADE_RATE_ANALYSES_PER_DAY: '3', PAGEGRADE_RATE_BURST_PER_MINUTE: '8' };

/** A request from a chosen loopback address (127.0.0.x), optionally with extra headers. */
function post(srv: TestServer, path: string, body: unknown, from = '127.0.0.1', headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; data: any }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = httpRequest(`${srv.url}${path}`, { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, data: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function withServer(backend: ServiceBackend['name'], env: Record<string, string>, fn: (srv: TestServer) => Promise<void>, options: StartOptions = {}) {
  const srv = await startServer({ ...DEFAULTS, ...env }, { ...options, backend });
  try {
    await fn(srv);
  } finally {
    await srv.whenIdle();
    await srv.close();
  }
}

for (const backend of serviceBackends()) {
  describe(`rate limits (${backend.name})`, { skip: backend.skip }, () => {
    test('3 analyses a day: headers count down, the fourth is 429 with Retry-After', async () => {
      await withServer(backend.name, {}, async (srv) => {
        const remaining: string[] = [];
        for (let i = 0; i < 3; i++) {
          const r = await post(srv, '/api/v1/analyze', { url: site.url });
          assert.equal(r.status, 200, JSON.stringify(r.data));
          assert.equal(r.headers['ratelimit-limit'], '3');
          remaining.push(String(r.headers['ratelimit-remaining']));
          assert.ok(Number(r.headers['ratelimit-reset']) > 0);
        }
        assert.deepEqual(remaining, ['2', '1', '0']);
        const refused = await post(srv, '/api/v1/analyze', { url: site.url });
        assert.equal(refused.status, 429);
        assert.equal(refused.data.error.code, 'rate_limited');
        assert.equal(refused.headers['ratelimit-remaining'], '0');
        assert.ok(Number(refused.headers['retry-after']) > 0);
      });
    });

    test('concurrent requests from one address never exceed the budget', async () => {
      await withServer(backend.name, {}, async (srv) => {
        const results = await Promise.all(Array.from({ length: 10 }, () => post(srv, '/api/v1/analyses', { url: site.url })));
        assert.equal(results.filter((r) => r.status === 202).length, 3);
        assert.ok(results.every((r) => r.status === 202 || r.status === 429));
      });
    });

    test('two addresses have independent budgets; X-Forwarded-For cannot raise a quota', async () => {
      await withServer(backend.name, {}, async (srv) => {
        for (let i = 0; i < 3; i++) assert.equal((await post(srv, '/api/v1/analyses', { url: site.url }, '127.0.0.2', { 'x-forwarded-for': `203.0.113.${i}` })).status, 202);
        assert.equal((await post(srv, '/api/v1/analyses', { url: site.url }, '127.0.0.2', { 'x-forwarded-for': '198.51.100.1' })).status, 429);
        assert.equal((await post(srv, '/api/v1/analyses', { url: site.url }, '127.0.0.3')).status, 202);
      });
    });

    test('behind a trusted proxy the last X-Forwarded-For entry is the client', async () => {
      await withServer(backend.name, { PAGEGRADE_CLIENT_IP_HEADER: 'x-forwarded-for' }, async (srv) => {
        for (let i = 0; i < 3; i++) assert.equal((await post(srv, '/api/v1/analyses', { url: site.url }, '127.0.0.1', { 'x-forwarded-for': `1.2.3.4, 192.0.2.10` })).status, 202);
        // The client forged a first entry; the proxy's own entry (last) still names it.
        assert.equal((await post(srv, '/api/v1/analyses', { url: site.url }, '127.0.0.1', { 'x-forwarded-for': `9.9.9.9, 192.0.2.10` })).status, 429);
        assert.equal((await post(srv, '/api/v1/analyses', { url: site.url }, '127.0.0.1', { 'x-forwarded-for': `192.0.2.11` })).status, 202);
      });
    });

    test('a batch larger than what is left is refused whole and spends nothing', async () => {
      await withServer(backend.name, {}, async (srv) => {
        assert.equal((await post(srv, '/api/v1/analyses', { url: site.url })).status, 202);
        const big = await post(srv, '/api/v1/analyses/batch', [site.url, site.url, site.url]);
        assert.equal(big.status, 429);
        assert.match(big.data.error.message, /only 2/);
        const ok = await post(srv, '/api/v1/analyses/batch', [site.url, site.url]);
        assert.equal(ok.status, 202);
        assert.equal(ok.headers['ratelimit-remaining'], '0');
      });
    });

    test('an invalid batch spends nothing; dry runs and the sandbox spend no analysis; replays spend nothing', async () => {
      await withServer(backend.name, {}, async (srv) => {
        assert.equal((await post(srv, '/api/v1/analyses/batch', [site.url, 'http://10.0.0.1/'])).status, 422);
        const dry = await post(srv, '/api/v1/analyze', { url: site.url, dryRun: true });
        assert.equal(dry.status, 200);
        assert.equal(dry.headers['ratelimit-remaining'], '3');
        for (let i = 0; i < 3; i++) assert.equal((await post(srv, '/api/v1/sandbox/analyze', {})).status, 200);
        const first = await post(srv, '/api/v1/analyze', { url: site.url }, '127.0.0.1', { 'idempotency-key': 'k1' });
        const replay = await post(srv, '/api/v1/analyze', { url: site.url }, '127.0.0.1', { 'idempotency-key': 'k1' });
        assert.equal(first.headers['ratelimit-remaining'], '2');
        assert.equal(replay.headers['idempotent-replayed'], 'true');
        assert.equal(replay.headers['ratelimit-remaining'], '2');
      });
    });

    test('the burst cap: 8 analysis requests a minute, announced by the headers before the 429', async () => {
      await withServer(backend.name, { PAGEGRADE_RATE_ANALYSES_PER_DAY: '100' }, async (srv) => {
        const seen: Array<[number, string, string]> = [];
        for (let i = 0; i < 9; i++) {
          const r = await post(srv, '/api/v1/analyze', { url: site.url, dryRun: true });
          seen.push([r.status, String(r.headers['ratelimit-limit']), String(r.headers['ratelimit-remaining'])]);
          assert.equal(r.headers['ratelimit-policy'], '"burst";q=8;w=60, "daily";q=100;w=86400');
        }
        // The headers follow the policy closest to exhaustion (the burst), so the 429 is no surprise.
        assert.deepEqual(seen, [
          [200, '8', '7'], [200, '8', '6'], [200, '8', '5'], [200, '8', '4'], [200, '8', '3'], [200, '8', '2'], [200, '8', '1'], [200, '8', '0'],
          [429, '8', '0'],
        ]);
      });
    });

    test('real analyses: the daily quota is the tighter policy; RateLimit states both', async () => {
      await withServer(backend.name, {}, async (srv) => {
        const r = await post(srv, '/api/v1/analyze', { url: site.url });
        assert.equal(r.status, 200);
        assert.deepEqual([r.headers['ratelimit-limit'], r.headers['ratelimit-remaining']], ['3', '2']);
        assert.equal(r.headers['ratelimit-policy'], '"burst";q=8;w=60, "daily";q=3;w=86400');
        assert.match(String(r.headers['ratelimit']), /^"burst";r=7;t=\d+, "daily";r=2;t=\d+$/);
        assert.equal(Number(r.headers['ratelimit-reset']), Number(/"daily";r=2;t=(\d+)/.exec(String(r.headers['ratelimit']))![1]));
      });
    });

    test('dry runs, the sandbox and its jobs carry the quota headers and spend no analysis', async () => {
      await withServer(backend.name, {}, async (srv) => {
        for (const [path, body] of [['/api/v1/analyze', { url: site.url, dryRun: true }], ['/api/v1/sandbox/analyze', {}], ['/api/v1/sandbox/analyses', {}], ['/api/v1/sandbox/analyses/batch', [site.url]]] as const) {
          const r = await post(srv, path, body);
          assert.ok(r.status === 200 || r.status === 202, `${path}: ${r.status}`);
          assert.equal(r.headers['ratelimit-limit'], '3', path);
          assert.equal(r.headers['ratelimit-remaining'], '3', path);
          assert.match(String(r.headers['ratelimit-policy']), /"daily";q=3;w=86400/, path);
        }
        const job = await fetch(`${srv.url}/api/v1/sandbox/analyses/sandbox`);
        assert.equal(job.headers.get('ratelimit-remaining'), '3');
      });
    });

    test('on the sandbox host too', async () => {
      await withServer(backend.name, { PAGEGRADE_SANDBOX_HOST: 'sandbox.pagegrade.test' }, async (srv) => {
        const r = await post(srv, '/api/v1/analyze', {}, '127.0.0.1', { host: `sandbox.pagegrade.test:${new URL(srv.url).port}` });
        assert.equal(r.status, 200);
        assert.equal(r.data.id, 'sandbox');
        assert.equal(r.headers['ratelimit-limit'], '3');
        assert.match(String(r.headers['ratelimit']), /"burst";r=8;t=\d+, "daily";r=3;t=\d+/);
      });
    });

    test('the quota resets after a day (injected clock)', { skip: backend.name === 'distributed' && 'Redis keeps the window by its own clock' }, async () => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      try {
        await withServer(backend.name, {}, async (srv) => {
          for (let i = 0; i < 3; i++) assert.equal((await post(srv, '/api/v1/analyses', { url: site.url })).status, 202);
          assert.equal((await post(srv, '/api/v1/analyses', { url: site.url })).status, 429);
          mock.timers.tick(86_400_000 + 1000);
          const after = await post(srv, '/api/v1/analyses', { url: site.url });
          assert.equal(after.status, 202);
          assert.equal(after.headers['ratelimit-remaining'], '2');
        });
      } finally {
        mock.timers.reset();
      }
    });

    test('an analysis that could not fetch its page gives its quota back: synchronous, idempotent, the form and the tool server', async () => {
      // A burst cap that these requests do not reach: the daily quota is what is counted here.
      await withServer(backend.name, { PAGEGRADE_RATE_BURST_PER_MINUTE: '20' }, async (srv) => {
        // More failures than the day's quota: none of them spends it.
        for (const url of unfetchable) {
          const r = await post(srv, '/api/v1/analyze', { url });
          assert.equal(r.status, 422, JSON.stringify(r.data));
          assert.ok(['fetch_failed', 'blocked_host'].includes(r.data.error.code), r.data.error.code);
          assert.equal(r.headers['ratelimit-remaining'], '3', `${url}: ${r.data.error.message}`);
        }
        const keyed = await post(srv, '/api/v1/analyze', { url: unfetchable[0] }, '127.0.0.1', { 'idempotency-key': 'failing' });
        assert.equal(keyed.status, 422);
        assert.equal(keyed.headers['ratelimit-remaining'], '3');
        // The form queues its analysis and gives it back once its job has failed, as the API's jobs do.
        const form = await fetch(`${srv.url}/analyze`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ url: unfetchable[0]! }).toString(), redirect: 'manual' });
        assert.equal((await followProgress(srv.url, form)).status, 422);
        const mcp = await fetch(`${srv.url}/api/v1/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'analyze_website', arguments: { url: unfetchable[1] } } }),
        });
        assert.match(await mcp.text(), /fetch_failed/);
        // The whole quota is still there; a page that loads spends it.
        for (let i = 0; i < 3; i++) assert.equal((await post(srv, '/api/v1/analyze', { url: site.url })).status, 200);
        const refused = await post(srv, '/api/v1/analyze', { url: site.url });
        assert.equal(refused.status, 429);
        assert.match(refused.data.error.message, /quota of 3 analyses a day is used up/);
      });
    });

    test('an async job that could not fetch its page gives its quota back once it has failed', async () => {
      await withServer(backend.name, {}, async (srv) => {
        const batch = await post(srv, '/api/v1/analyses/batch', unfetchable.slice(0, 3));
        assert.equal(batch.status, 202);
        assert.equal(batch.headers['ratelimit-remaining'], '0', 'the batch spends its analyses when it is queued');
        await srv.whenIdle();
        const ids = batch.data.jobs.map((j: { id: string }) => j.id);
        for (const id of ids) {
          const job = await fetch(`${srv.url}/api/v1/analyses/${id}`).then((r) => r.json() as Promise<{ status: string; error?: { code: string } }>);
          assert.equal(job.status, 'failed');
        }
        const single = await post(srv, '/api/v1/analyses', { url: site.url });
        assert.equal(single.status, 202, 'the failed jobs gave their analyses back');
        assert.equal(single.headers['ratelimit-remaining'], '2');
      });
    });

    test('job polling has its own, higher read quota with headers', async () => {
      await withServer(backend.name, {}, async (srv) => {
        const job = await post(srv, '/api/v1/analyses', { url: site.url });
        const res = await fetch(`${srv.url}/api/v1/analyses/${job.data.id}`);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('ratelimit-limit'), '120');
        assert.equal(res.headers.get('ratelimit-remaining'), '119');
      });
    });

    test('the daily quota is stored: a restart does not give a client a fresh quota', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pagegrade-rate-restart-'));
      // The same data directory, or the same database and Redis, for both servers.
      const place = backend.name === 'distributed' ? await distributedPlace() : undefined;
      try {
        await withServer(backend.name, {}, async (srv) => {
          for (let i = 0; i < 2; i++) assert.equal((await post(srv, '/api/v1/analyses', { url: site.url })).status, 202);
        }, { dataDir, ...(place ? { place } : {}) });
        await withServer(backend.name, {}, async (srv) => {
          const third = await post(srv, '/api/v1/analyses', { url: site.url });
          assert.equal(third.status, 202);
          assert.equal(third.headers['ratelimit-remaining'], '0');
          assert.equal((await post(srv, '/api/v1/analyses', { url: site.url })).status, 429);
        }, { dataDir, ...(place ? { place } : {}) });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await place?.drop();
      }
    });

    test('error answers of the analysis, job and leaderboard endpoints carry the RateLimit headers too', async () => {
      await withServer(backend.name, {}, async (srv) => {
        assert.equal((await post(srv, '/api/v1/analyze', { url: site.url })).status, 200);
        for (const [path, body, status] of [
          ['/api/v1/analyze', { url: 'http://10.0.0.1/' }, 422],
          ['/api/v1/analyze', { nope: 1 }, 400],
          ['/api/v1/analyses', { urls: [site.url, 'http://169.254.169.254/'] }, 422],
          ['/api/v1/analyses/batch', [], 400],
        ] as const) {
          const r = await post(srv, path, body);
          assert.equal(r.status, status, `${path} ${JSON.stringify(body)}`);
          assert.equal(r.headers['ratelimit-limit'], '3', path);
          assert.equal(r.headers['ratelimit-remaining'], '2', `${path}: nothing was spent`);
          assert.ok(Number(r.headers['ratelimit-reset']) > 0, path);
        }
        for (const [path, status] of [['/api/v1/leaderboard?cursor=garbage', 400], ['/api/v1/leaderboard?limit=0', 400], ['/api/v1/analyses/bad%20id', 400], ['/api/v1/analyses/AAAAAAAAAAAAAAAAAAAAAA', 404]] as const) {
          const r = await fetch(`${srv.url}${path}`);
          assert.equal(r.status, status, path);
          assert.equal(r.headers.get('ratelimit-limit'), '120', path);
          assert.ok(r.headers.get('ratelimit-remaining'), path);
          assert.ok(r.headers.get('ratelimit-reset'), path);
        }
      });
    });
  });
}
