// The website around the API: pages, their headers, the site files, compression and caching.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { AnalysisSummary } from '@pagegrade/core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { assertSchema } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { richText } from '../../server/src/pages/layout.ts';
import { REPORT_SCRIPT_SOURCE } from '../../server/src/pages/report-nav.ts';

/** A raw request: fetch() decompresses bodies and hides what travelled on the wire. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let srv: TestServer;
let site: FixtureSite;
let reportUrl: string;

const HOSTILE_TITLE = 'Bakery <script>alert(1)</script> & "quotes"';

before(async () => {
  srv = await startServer();
  site = await startSite({
    '/': { body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${HOSTILE_TITLE.replace(/</g, '&lt;')}</title></head><body><main><h1>Bread</h1><img src="/a.png"></main></body></html>` },
  });
  const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(res.status, 200);
  reportUrl = ((await res.json()) as AnalysisSummary).reportUrl!;
});
after(async () => {
  await site?.close();
  await srv?.close();
});

const PAGES = () => ({ home: `${srv.url}/`, report: reportUrl, leaderboard: `${srv.url}/leaderboard`, checks: `${srv.url}/docs/checks`, privacy: `${srv.url}/privacy` });

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name!, values.join(' ')]));
}

describe('security headers', () => {
  test("every page has a strict policy: no script but the report's one by its hash, no inline style, never framed, isolated", async () => {
    for (const [name, url] of Object.entries(PAGES())) {
      const res = await fetch(url);
      assert.equal(res.status, 200, name);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      assert.equal(csp.get('default-src'), "'none'", name);
      assert.equal(csp.get('script-src'), REPORT_SCRIPT_SOURCE, name);
      assert.match(REPORT_SCRIPT_SOURCE, /^'sha256-[A-Za-z0-9+/]{43}='$/);
      assert.equal(csp.get('style-src'), "'self'", name);
      assert.equal(csp.get('frame-ancestors'), "'none'", name);
      assert.equal(csp.get('form-action'), "'self'", name);
      assert.equal(csp.get('base-uri'), "'none'", name);
      assert.equal(csp.get('report-uri'), '/csp-reports', name);
      assert.ok(!/unsafe-inline|unsafe-eval/.test(res.headers.get('content-security-policy')!), name);
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin');
      assert.equal(res.headers.get('cross-origin-embedder-policy'), 'require-corp');
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'same-origin');
      assert.match(res.headers.get('permissions-policy') ?? '', /(^|, )camera=\(\)/);
      assert.equal(res.headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
      // Nothing the policy would block: no inline style, and no script other than JSON-LD data and,
      // on a report, the one script whose hash the policy names.
      const html = await res.text();
      assert.doesNotMatch(html, /<style[\s>]|<[a-z][^>]*\s(style|on[a-z]+)=/i, name);
      const scripts = [...html.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)];
      assert.deepEqual(scripts.filter((m) => m[1] !== ' type="application/ld+json"').map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`), name === 'report' ? [REPORT_SCRIPT_SOURCE] : [], name);
    }
  });

  test('a 304 of a page carries the page policy too', async () => {
    const first = await fetch(`${srv.url}/privacy`);
    const again = await raw(`${srv.url}/privacy`, { 'if-none-match': first.headers.get('etag')! });
    assert.equal(again.status, 304);
    assert.equal(again.headers['content-security-policy'], first.headers.get('content-security-policy'));
  });

  test('data (API, badges) stays usable from other sites and is never a document', async () => {
    for (const path of ['/api/v1', '/api/v1/checks', new URL(reportUrl).pathname.replace('/report/', '/badge/') + '.svg']) {
      const res = await fetch(`${srv.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin', path);
      assert.equal(res.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'; base-uri 'none'", path);
      assert.equal(res.headers.get('cross-origin-embedder-policy'), null, path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    }
    // Errors are data too.
    const missing = await fetch(`${srv.url}/no-such-page`);
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-type') ?? '', /application\/json/);
    assert.equal(missing.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });

  test('behind HTTPS: HSTS for two years with subdomains and preload, insecure requests upgraded, security.txt canonical', async () => {
    const https = await startServer({ PAGEGRADE_PUBLIC_URL: 'https://pagegrade.test' });
    try {
      const page = await fetch(`${https.url}/`);
      assert.equal(page.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains; preload');
      assert.ok(directives(page.headers.get('content-security-policy')!).has('upgrade-insecure-requests'));
      assert.match(await page.text(), /<link rel="canonical" href="https:\/\/pagegrade\.test\/">/);
      const api = await fetch(`${https.url}/api/v1`);
      assert.equal(api.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains; preload');
      const txt = await (await fetch(`${https.url}/.well-known/security.txt`)).text();
      assert.match(txt, /^Canonical: https:\/\/pagegrade\.test\/\.well-known\/security\.txt$/m);
    } finally {
      await https.close();
    }
  });
});

describe('compression and caching', () => {
  test('pages and text files are sent with Brotli or gzip as the client accepts', async () => {
    const plain = await raw(`${srv.url}/docs/checks`);
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await raw(`${srv.url}/docs/checks`, { 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['vary']), /accept-encoding/i);
    assert.equal(zlib.brotliDecompressSync(br.body).toString(), plain.body.toString());
    assert.ok(br.body.length < plain.body.length / 3, `${br.body.length} of ${plain.body.length}`);
    const gz = await raw(`${srv.url}/api/v1/checks`, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    JSON.parse(zlib.gunzipSync(gz.body).toString());
    // Images are compressed already; tiny bodies are not worth it.
    const png = await raw(`${srv.url}/icons/icon-192.png`, { 'accept-encoding': 'br, gzip' });
    assert.equal(png.headers['content-encoding'], undefined);
    const small = await raw(`${srv.url}/.well-known/gpc.json`, { 'accept-encoding': 'br, gzip' });
    assert.equal(small.headers['content-encoding'], undefined);
  });

  test('the stylesheet and icons are cached for a year when referenced by version, and revalidate otherwise', async () => {
    const html = await (await fetch(`${srv.url}/`)).text();
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!;
    assert.match(css, /^\/assets\/site\.css\?v=[\w-]{12}$/);
    const pinned = await fetch(`${srv.url}${css}`);
    assert.equal(pinned.status, 200);
    assert.match(pinned.headers.get('content-type') ?? '', /^text\/css/);
    assert.equal(pinned.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const text = await pinned.text();
    assert.ok(!text.includes('/*') && !text.includes('\n'), 'minified');
    assert.match(text, /prefers-color-scheme:dark|prefers-color-scheme: dark/);
    const loose = await fetch(`${srv.url}/assets/site.css?v=old`);
    assert.equal(loose.headers.get('cache-control'), 'public, max-age=86400');
    const revalidated = await raw(`${srv.url}/assets/site.css`, { 'if-none-match': loose.headers.get('etag')! });
    assert.equal(revalidated.status, 304);
  });

  test('pages have a cache policy and an ETag', async () => {
    const expected: Record<string, RegExp> = { home: /^public, max-age=\d+$/, report: /^public, max-age=\d+$/, leaderboard: /^no-cache$/, checks: /^public, max-age=\d+$/, privacy: /^public, max-age=\d+$/ };
    for (const [name, url] of Object.entries(PAGES())) {
      const res = await fetch(url);
      assert.match(res.headers.get('cache-control') ?? '', expected[name]!, name);
      assert.match(res.headers.get('etag') ?? '', /^"[\w-]+"$/, name);
    }
    // A form refusal is one visitor's answer.
    const refusal = await fetch(`${srv.url}/?error=blocked_host&url=http%3A%2F%2F10.0.0.1%2F`);
    assert.equal(refusal.headers.get('cache-control'), 'no-store');
  });
});

describe('badges', () => {
  test('the badge shows score and grade in the colour of its grade, as SVG with an ETag', async () => {
    const fills = new Map<string, string>();
    for (const [score, grade] of [[97, 'A+'], [91, 'A'], [80, 'B'], [65, 'C'], [50, 'D'], [20, 'F']] as const) {
      const id = `badge${grade.replace('+', 'plus')}${'0'.repeat(12)}`;
      const summary = { id, url: `https://badge-${score}.example/`, title: null, score, grade, dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
      await srv.stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date().toISOString(), requestedUrl: summary.url });
      const res = await raw(`${srv.url}/badge/${id}.svg`);
      assert.equal(res.status, 200);
      assert.match(res.headers['content-type'] ?? '', /^image\/svg\+xml/);
      assert.ok(res.headers['etag']);
      const svg = res.body.toString('utf8');
      assert.ok(svg.includes(`>${score} ${grade}</text>`), svg);
      // The right-hand side carries the grade's colour; the label side is the same grey for all.
      const fill = /<rect x="\d+" width="\d+" height="20" fill="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1];
      assert.ok(fill, svg);
      fills.set(grade, fill);
    }
    assert.equal(fills.get('A+'), fills.get('A'), 'one colour per grade family');
    assert.equal(new Set(['A', 'B', 'C', 'D', 'F'].map((g) => fills.get(g))).size, 5, 'each family has its own colour');
  });
});

describe('pages', () => {
  test('every same-origin file a page references answers with its type', async () => {
    const seen = new Set<string>();
    for (const [name, url] of Object.entries(PAGES())) {
      const html = await (await fetch(url)).text();
      for (const m of html.matchAll(/<(?:link|img)\b[^>]*?\s(?:href|src)="(\/[^"]*)"/g)) {
        const path = m[1]!.replace(/&amp;/g, '&');
        if (seen.has(path)) continue;
        seen.add(path);
        const res = await fetch(`${srv.url}${path}`);
        assert.equal(res.status, 200, `${name}: ${path}`);
        await res.arrayBuffer();
      }
    }
    assert.ok(seen.size >= 6, [...seen].join(', '));
  });

  test('head metadata: description, canonical, social cards and JSON-LD that parses', async () => {
    for (const [name, url] of Object.entries(PAGES())) {
      const html = await (await fetch(url)).text();
      const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
      assert.ok(description.length >= 50 && description.length <= 160, `${name}: description of ${description.length}`);
      assert.match(html, new RegExp(`<link rel="canonical" href="${url.replace(/[.?]/g, '\\$&')}">`), name);
      assert.match(html, new RegExp(`<meta property="og:url" content="${url.replace(/[.?]/g, '\\$&')}">`), name);
      assert.match(html, /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/icons\/social-card\.png">/, name);
      assert.match(html, /<meta name="twitter:card" content="summary_large_image">/, name);
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
      assert.equal(ld['@context'], 'https://schema.org');
      const types = ld['@graph'].map((n: { '@type': string }) => n['@type']);
      assert.ok(types.includes('Organization') && types.includes('WebSite'), `${name}: ${types}`);
      assert.ok(ld['@graph'].some((n: { url?: string }) => n.url === url), `${name}: a node describes the page itself`);
      assert.match(html, /<a class="skip" href="#main">/);
      assert.match(html, /<main id="main"/);
    }
  });

  test('checks merged into another keep their ids: the catalogue has an anchor for each, and old reports link and explain them', async () => {
    const merged = srv.rules.filter((r) => r.formerIds?.length);
    assert.ok(merged.length > 0, 'no check lists a former id');
    const checksPage = await (await fetch(`${srv.url}/docs/checks`)).text();
    for (const r of merged) for (const id of r.formerIds!) assert.ok(checksPage.includes(`<li id="${id}"><a href="/docs/checks/${r.id}"><code>${id}</code></a> (now <code>${r.id}</code>)</li>`), `no anchor for ${id}`);
    for (const r of srv.rules.filter((x) => x.alsoScores?.length)) {
      const page = await (await fetch(`${srv.url}/docs/checks/${r.id}`)).text();
      for (const a of r.alsoScores!) assert.match(page, new RegExp(`<li>Also counted in <a href="/docs/checks/${a.dimension}">[^<]+</a> \\(${a.impact} impact\\)</li>`), r.id);
    }

    // An analysis stored before the merge names the merged check by its former id.
    const stored = (await srv.stores.analyses.get(new URL(reportUrl).pathname.split('/').pop()!))!;
    const owner = merged[0]!;
    const former = owner.formerIds![0]!;
    const id = '0000beforethemerge0000';
    const checks = stored.checks.map((c) => (c.id === owner.id ? { ...c, id: former, outcome: 'fail' as const, findings: [{ detail: 'Found before the merge.' }] } : c));
    // Saved later than the original, so it never takes the site's place on the leaderboard.
    const createdAt = new Date(Date.parse(stored.createdAt) + 1000).toISOString();
    await srv.stores.analyses.save({ ...stored, createdAt, summary: { ...stored.summary, id, reportUrl: `${srv.url}/report/${id}` }, checks });
    const html = await (await fetch(`${srv.url}/report/${id}`)).text();
    assert.ok(html.includes(`<a href="/docs/checks/${former}">`), 'the former check links to its page');
    const entry = html.slice(html.indexOf(`<details class="check fail" id="check-${former}">`), html.indexOf('</details>', html.indexOf(`id="check-${former}"`)));
    assert.ok(entry.includes('<li>Found before the merge.</li>'), 'its finding is listed');
    assert.ok(entry.includes(`<strong>How to fix:</strong> ${richText(owner.fix)}`), "and it is explained with its successor's fix");
    assert.ok(!html.includes(`/docs/checks/${owner.id}">`), 'the successor is not listed beside it');
  });

  test('a check counted in a second dimension is named in that dimension of the report', async () => {
    const html = await (await fetch(reportUrl)).text();
    for (const r of srv.rules.filter((x) => x.alsoScores?.length)) {
      for (const a of r.alsoScores!) {
        const section = html.slice(html.indexOf(`<section class="dimension" id="dimension-${a.dimension}"`));
        assert.match(section.slice(0, section.indexOf('</section>')), new RegExp(`Counted here too \\(\\d+\\): .*<a href="/docs/checks/${r.id}">`), `${r.id} in ${a.dimension}`);
      }
    }
  });

  test('the report escapes what the analyzed page says and links every check to its documentation', async () => {
    const html = await (await fetch(reportUrl)).text();
    assert.ok(!html.includes('<script>alert(1)</script>'));
    assert.ok(html.includes('<h1 class="report-title">Bakery &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</h1>'));
    const links = new Set([...html.matchAll(/href="\/docs\/checks\/([^"]+)"/g)].map((m) => m[1]!));
    for (const rule of srv.rules) assert.ok(links.has(rule.id), `no link to ${rule.id}`);
    assert.match(html, /<p class="verdict">Overall <strong class="score">\d+<\/strong> <strong class="grade grade-[a-f]">[A-F][+-]?<\/strong><\/p>/);
    assert.equal((html.match(/<li><h3><a href="#dimension-/g) ?? []).length, 8, 'eight dimension cards');
    for (const key of ['seo', 'geo', 'performance', 'accessibility', 'codeQuality', 'uiux', 'dataTracking', 'security']) assert.match(html, new RegExp(`<section class="dimension" id="dimension-${key}"`));
    // The missing alt text fails, with what it costs, why it matters, how to fix it, references,
    // and its finding: the element, its line and column, and the start tag.
    const start = html.indexOf('<details class="check fail" id="check-accessibility/image-alt">');
    assert.ok(start > 0, 'the failing check is a disclosure');
    const entry = html.slice(start, html.indexOf('</details>', start));
    assert.match(entry, /<summary><span class="outcome">Fail:<\/span> [^<]+ <span class="muted">\(critical impact, 1 finding, fixing it: \+\d+ overall, \+\d+ Accessibility\)<\/span><\/summary>/);
    assert.match(entry, /<strong>Why it matters:<\/strong> /);
    assert.match(entry, /<strong>How to fix:<\/strong> /);
    assert.ok(entry.includes('<a href="https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html">Understanding WCAG 1.1.1</a>'), 'WCAG understanding link');
    assert.ok(entry.includes('<a href="https://dequeuniversity.com/rules/axe/4.10/image-alt">axe-core rule image-alt</a>'), 'peer rule link');
    assert.match(entry, /<li><span class="where"><code>[^<]*img<\/code> · line \d+, column \d+ of the page's HTML<\/span> [^<]+<pre>&lt;img src=&quot;\/a.png&quot;&gt;<\/pre><\/li>/);
    // Top issues come before the dimension cards, each with what fixing it is worth in the plan and the score then, linking to its entry.
    assert.ok(html.indexOf('<h2 id="top-issues">') < html.indexOf('<h2 id="dimensions">'));
    assert.match(html, /<li><a href="#check-accessibility\/image-alt">[^<]+<\/a> — Accessibility, critical impact; <strong>\+\d+ overall(?: once [^<]+)?, \+\d+ Accessibility<\/strong>, then \d+ \([A-F][+-]?\)\./);
    // The badge with the markdown to embed it.
    assert.match(html, /<img class="badge-preview" loading="lazy" src="\/badge\/[\w-]+\.svg" alt="pagegrade: \d+ [A-F][+-]?" width="\d+" height="20">/);
    assert.match(html, /\[!\[pagegrade \d+ [A-F][+-]?\]\(http:\/\/127\.0\.0\.1:\d+\/badge\/[\w-]+\.svg\)\]\(http:\/\/127\.0\.0\.1:\d+\/report\/[\w-]+\)/);
    // The analyzed site is linked as a user's contribution, not endorsed.
    assert.ok(html.includes(`<a href="${site.url}" rel="ugc">`));
  });

  test('the home page states the configured quota', async () => {
    const other = await startServer({ PAGEGRADE_RATE_ANALYSES_PER_DAY: '7' });
    try {
      const html = await (await fetch(`${other.url}/`)).text();
      assert.match(html, /Free: 7 analyses a day per visitor/);
      assert.match(await (await fetch(`${other.url}/privacy`)).text(), /7 analyses a day/);
    } finally {
      await other.close();
    }
  });

  test('the leaderboard pages through the ranking with signed cursors', async () => {
    const board = await startServer();
    try {
      for (let i = 0; i < 55; i++) {
        const id = `board${String(i).padStart(17, '0')}`;
        const summary = { id, url: `https://site${i}.example/`, title: `Site ${i}`, score: 40 + i, grade: 'C', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
        await board.stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), requestedUrl: summary.url });
      }
      const first = await (await fetch(`${board.url}/leaderboard`)).text();
      assert.equal((first.match(/<tr><td class="num">/g) ?? []).length, 50);
      assert.match(first, /<tr><td class="num">1<\/td><td><a href="\/report\/board0+54">Site 54<\/a>/);
      const next = /<a href="([^"]+)" rel="next">/.exec(first)![1]!.replace(/&amp;/g, '&');
      const second = await fetch(`${board.url}${next}`);
      assert.equal(second.status, 200);
      const html = await second.text();
      assert.equal((html.match(/<tr><td class="num">/g) ?? []).length, 5);
      assert.match(html, /<tr><td class="num">51<\/td>/);
      assert.doesNotMatch(html, /rel="next"/);
      assert.match(html, new RegExp(`<link rel="canonical" href="${board.url.replace(/\./g, '\\.')}/leaderboard\\?cursor=`));
      const bad = await fetch(`${board.url}/leaderboard?cursor=forged.AAAA`);
      assert.equal(bad.status, 400);
      assertSchema('Error', await bad.json());
    } finally {
      await board.close();
    }
  });
});

describe('site files', () => {
  test('robots.txt welcomes crawlers, names the AI training crawlers and points to the sitemap', async () => {
    const res = await fetch(`${srv.url}/robots.txt`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain; charset=utf-8/);
    const text = await res.text();
    assert.match(text, /^User-agent: \*\nAllow: \/\nDisallow: \/analyze\nContent-Signal: search=yes, ai-input=yes, ai-train=no$/m);
    assert.match(text, new RegExp(`^License: ${srv.url.replace(/\./g, '\\.')}/license\\.xml$`, 'm'));
    assert.match(text, /^User-agent: GPTBot$/m);
    assert.match(text, new RegExp(`^Sitemap: ${srv.url.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'));
    for (const line of text.split('\n')) if (line && !line.startsWith('#')) assert.match(line, /^(User-agent|Allow|Disallow|Content-Signal|License|Sitemap): \S/, line);
  });

  test('the sitemap lists the pages and the reports of the leaderboard', async () => {
    const res = await fetch(`${srv.url}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'url' }).parse(await res.text());
    assert.equal(xml.urlset['@xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = xml.urlset.url.map((u: { loc: string }) => u.loc);
    for (const url of [`${srv.url}/`, `${srv.url}/leaderboard`, `${srv.url}/docs/checks`, `${srv.url}/privacy`, reportUrl]) assert.ok(locs.includes(url), url);
  });

  test('security.txt follows RFC 9116: an expiry well under a year ahead, and its Canonical address', async () => {
    const res = await fetch(`${srv.url}/.well-known/security.txt`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain; charset=utf-8/);
    const text = await res.text();
    // Unconfigured, the contact is security@ the public host (PAGEGRADE_SECURITY_CONTACT sets it).
    assert.match(text, /^Contact: mailto:security@127\.0\.0\.1$/m);
    assert.match(text, /^Preferred-Languages: en$/m);
    const expires = Date.parse(/^Expires: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)$/m.exec(text)![1]!);
    const days = (expires - Date.now()) / 86_400_000;
    // RFC 9116 §2.5.5 recommends less than a year.
    assert.ok(days > 89 && days <= 90, `${days} days`);
    // Web URIs there must be https://: a plain-HTTP server names the address production serves.
    assert.match(text, new RegExp(`^Canonical: https://127\\.0\\.0\\.1:${new URL(srv.url).port}/\\.well-known/security\\.txt$`, 'm'));
  });

  test('the manifest names the app and its icons, which are real images of the stated sizes', async () => {
    const res = await fetch(`${srv.url}/site.webmanifest`);
    assert.match(res.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const m = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; type: string; sizes: string; purpose: string }> };
    assert.equal(m.name, 'pagegrade');
    assert.ok(m.short_name.length <= 12);
    assert.equal(m.start_url, '/');
    assert.equal(m.display, 'standalone');
    const home = await (await fetch(`${srv.url}/`)).text();
    assert.ok(home.includes(`<meta name="theme-color" content="${m.theme_color}">`));
    assert.ok(m.icons.some((i) => i.purpose === 'maskable'));
    const icons = [...m.icons, { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180', purpose: 'any' }, { src: '/icons/social-card.png', type: 'image/png', sizes: '1200x630', purpose: 'any' }];
    for (const icon of icons) {
      const r = await fetch(`${srv.url}${icon.src}`);
      assert.equal(r.status, 200, icon.src);
      assert.equal(r.headers.get('content-type'), icon.type, icon.src);
      const body = Buffer.from(await r.arrayBuffer());
      if (icon.type === 'image/png') {
        assert.equal(body.subarray(1, 4).toString(), 'PNG', icon.src);
        assert.equal(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.sizes, icon.src);
      } else assert.match(body.toString(), /^<svg /);
    }
    const ico = Buffer.from(await (await fetch(`${srv.url}/favicon.ico`)).arrayBuffer());
    assert.deepEqual([...ico.subarray(0, 4)], [0, 0, 1, 0], 'an ICO file');
    assert.equal(ico.subarray(23, 26).toString(), 'PNG', 'holding a PNG');
  });

  test('gpc.json declares Global Privacy Control support', async () => {
    const res = await fetch(`${srv.url}/.well-known/gpc.json`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { gpc: boolean; lastUpdate: string };
    assert.equal(body.gpc, true);
    assert.match(body.lastUpdate, /^\d{4}-\d\d-\d\d$/);
  });

  test('CSP violation reports are accepted and logged; anything else is refused as JSON', async () => {
    const report = { 'csp-report': { 'document-uri': `${srv.url}/`, 'effective-directive': 'style-src-elem', 'blocked-uri': 'inline' } };
    const res = await fetch(`${srv.url}/csp-reports`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify(report) });
    assert.equal(res.status, 204);
    assert.ok(srv.logs.some((l) => l['msg'] === 'content security policy violation' && l['directive'] === 'style-src-elem' && l['blocked'] === 'inline'));
    const modern = await fetch(`${srv.url}/csp-reports`, { method: 'POST', headers: { 'content-type': 'application/reports+json' }, body: JSON.stringify([{ type: 'csp-violation', body: { documentURL: `${srv.url}/leaderboard`, effectiveDirective: 'img-src', blockedURL: 'https://elsewhere.example/x.png' } }]) });
    assert.equal(modern.status, 204);
    assert.ok(srv.logs.some((l) => l['directive'] === 'img-src' && l['blocked'] === 'https://elsewhere.example/x.png'));
    const broken = await fetch(`${srv.url}/csp-reports`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{not json' });
    assert.equal(broken.status, 400);
    assertSchema('Error', await broken.json());
    const get = await fetch(`${srv.url}/csp-reports`);
    assert.equal(get.status, 405);
  });
});
