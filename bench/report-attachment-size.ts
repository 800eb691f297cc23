// How large the report attached to an e-mail is: corpus pages analysed, their report made into
// the self-contained attachment, sizes printed (raw and as base64 on the wire).
// Usage: node --conditions=@pagegrade/source --import tsx bench/report-attachment-size.ts [pages]
import { analyze, loadRules, scoringMeta } from '@pagegrade/core';
import { serviceUrls } from '../server/src/discovery/urls.ts';
import { reportAttachment } from '../server/src/mail/report-attachment.ts';
import { loadCorpus } from './corpus.ts';

const rules = await loadRules();
const meta = scoringMeta(rules);
const byId = new Map(rules.map((r) => [r.id, r]));
const urls = serviceUrls({ publicUrl: 'https://pagegrade.example', sandboxHost: null, mcpHost: null });
const count = Number(process.argv[2] ?? 30);
const pages = loadCorpus();
// Spread over the corpus, not its first pages only.
const picked = pages.filter((_, i) => i % Math.max(1, Math.floor(pages.length / count)) === 0).slice(0, count);
const sizes: Array<{ name: string; bytes: number; findings: number; cut: number | null }> = [];
for (const p of picked) {
  const a = analyze(p.snapshot, rules, { id: p.name });
  const url = `${urls.base}/report/${p.name}`;
  const stored = { summary: { ...a.summary, reportUrl: url }, checks: a.checks, createdAt: '2026-11-28T00:00:00.000Z', requestedUrl: a.summary.url } as never;
  const att = reportAttachment({ urls, analysis: stored, rules: byId, meta, url, badge: null, har: null, history: [], siteHistory: [], siteBadgeUrl: null, emailForm: '' }, urls.base);
  sizes.push({ name: p.name, bytes: att.bytes, findings: a.checks.reduce((n, c) => n + c.findings.length, 0), cut: att.findingsPerCheck });
}
sizes.sort((a, b) => a.bytes - b.bytes);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const q = (f: number) => sizes[Math.min(sizes.length - 1, Math.floor(f * sizes.length))]!;
console.log(`${sizes.length} corpus pages: attachment median ${kb(q(0.5).bytes)}, p90 ${kb(q(0.9).bytes)}, largest ${kb(sizes.at(-1)!.bytes)} (${sizes.at(-1)!.findings} findings${sizes.at(-1)!.cut ? `, cut to ${sizes.at(-1)!.cut} a check` : ''}), smallest ${kb(sizes[0]!.bytes)}; base64 adds a third on the wire.`);
console.log(`cut to fit: ${sizes.filter((s) => s.cut !== null).length}`);
