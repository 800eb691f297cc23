// npm install --no-save lighthouse@13 && CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse-agreement.ts [page-prefix …]
//
// Agreement with Lighthouse on decisive verdicts of the checks tagged `lighthouse:<audit>`. Corpus
// pages are served on 127.0.0.1 with a Content-Type header and nothing else; Chromium resolves no
// other host, so nothing leaves the machine. Lighthouse (a Node API, not a dependency of the
// project: install it without saving) grades each page; pagegrade grades the same HTML at the same
// address. A pair counts when Lighthouse scored the audit (not informative, manual or not
// applicable) and the check passed, warned or failed; Lighthouse passes at 0.9 or more.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyze, loadRules, snapshotFromParts } from '@pagegrade/core';
import { loadCorpus } from './corpus.ts';

const DEFAULT_PAGES = ['005055fd7e26', '36325f8d21a2', '60bccec4069d', '8a701b6ec1c5', 'b415b9e79add', 'dbec06caaea3'];
const wanted = process.argv.slice(2).filter((a) => a !== '--');
const prefixes = wanted.length ? wanted : DEFAULT_PAGES;
const corpus = loadCorpus();
const pages = prefixes.map((p) => {
  const page = corpus.find((c) => c.name.startsWith(p));
  if (!page) throw new Error(`no corpus page ${p}`);
  const html = page.snapshot.log.entries.find((e) => e._pagegrade?.role === 'document')!.response.content.text ?? '';
  return { name: page.name, html };
});

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: { audits: Record<string, { score: number | null; scoreDisplayMode: string }> } }>;
let lighthouse: Lighthouse;
let launch: (o: Record<string, unknown>) => Promise<{ port: number; kill: () => Promise<void> | void }>;
try {
  lighthouse = ((await import('lighthouse' as string)) as { default: Lighthouse }).default;
  launch = ((await import('chrome-launcher' as string)) as { launch: typeof launch }).launch;
} catch {
  console.error('Lighthouse is not installed: npm install --no-save lighthouse@13');
  process.exit(2);
}

const server = createServer((req, res) => {
  const page = pages.find((p) => req.url === `/${p.name}/`);
  res.writeHead(page ? 200 : 404, { 'content-type': page ? 'text/html; charset=utf-8' : 'text/plain' });
  res.end(page ? page.html : 'not found');
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await launch({
  chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
const rules = await loadRules();
let agree = 0;
const disagreements: string[] = [];
try {
  for (const page of pages) {
    const url = `${origin}/${page.name}/`;
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', maxWaitForLoad: 20_000 });
    const ours = analyze(snapshotFromParts({ url, html: page.html, headers: { 'content-type': 'text/html; charset=utf-8' } }), rules, { id: 'lighthouse' });
    for (const c of ours.checks) {
      if (c.outcome !== 'pass' && c.outcome !== 'fail' && c.outcome !== 'warn') continue;
      for (const tag of c.tags) {
        if (!tag.startsWith('lighthouse:')) continue;
        const audit = lhr.audits[tag.slice('lighthouse:'.length)];
        if (!audit || audit.score === null || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
        if ((audit.score >= 0.9) === (c.outcome === 'pass')) agree++;
        else disagreements.push(`${page.name} ${c.id} ${c.outcome}, Lighthouse ${tag.slice(11)} ${audit.score}: ${c.findings[0]?.detail.slice(0, 140) ?? ''}`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
const pairs = agree + disagreements.length;
console.log(`${pages.length} pages, ${pairs} decisive pairs, ${agree} agree (${((100 * agree) / Math.max(1, pairs)).toFixed(1)} %)`);
for (const d of disagreements) console.log(`  ${d}`);
