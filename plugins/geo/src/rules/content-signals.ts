import { defineRule } from '@pagegrade/core';
import { robotsLines } from '../lib/robots.ts';

const KEYS = new Set(['search', 'ai-input', 'ai-train']);

export default defineRule({
  id: 'geo/content-signals',
  dimension: 'geo',
  title: 'Content-Signal lines in robots.txt are well formed',
  failureTitle: 'robots.txt has malformed Content-Signal lines',
  description:
    'Checks every `Content-Signal:` line of robots.txt (contentsignals.org): it must be a comma-separated list of `key=value` pairs with keys search, ai-input or ai-train and values yes or no, each key at most once, inside a user-agent group. Not applicable when robots.txt has none.',
  why: 'Content signals state how content may be used after it is crawled (search results, AI answers, model training); a misspelt key or value is not a signal at all, so the owner\'s preference is lost.',
  fix: 'Write e.g. `Content-Signal: search=yes, ai-input=yes, ai-train=no` under the `User-agent:` line it applies to, using only the three defined keys and yes/no values.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['robots'],
  references: ['https://contentsignals.org/'],
  check(ctx) {
    const lines = robotsLines(ctx.page);
    let found = 0;
    let problems = 0;
    const report = (d: string) => {
      problems++;
      ctx.report(null, d);
    };
    let inGroup = false;
    const summary: string[] = [];
    lines.forEach((raw, i) => {
      const line = raw.replace(/#.*$/, '').trim();
      const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
      if (!m) return;
      const key = m[1]!.toLowerCase();
      if (key === 'user-agent') inGroup = true;
      if (key !== 'content-signal') return;
      found++;
      const n = i + 1;
      if (!inGroup) {
        problems++;
        ctx.warn(null, `Content-Signal on robots.txt line ${n} comes before any User-agent line, so it belongs to no group.`);
      }
      const seen = new Set<string>();
      const value = m[2]!.trim();
      if (value === '') {
        report(`Content-Signal on robots.txt line ${n} is empty.`);
        return;
      }
      for (const part of value.split(',')) {
        const p = part.trim();
        const kv = /^([A-Za-z-]+)\s*=\s*([A-Za-z]+)$/.exec(p);
        if (!kv) {
          report(`robots.txt line ${n}: "${p.slice(0, 60)}" is not a key=value pair.`);
          continue;
        }
        const k = kv[1]!.toLowerCase();
        const v = kv[2]!.toLowerCase();
        if (!KEYS.has(k)) report(`robots.txt line ${n}: unknown content signal "${k}" (use search, ai-input or ai-train).`);
        else if (v !== 'yes' && v !== 'no') report(`robots.txt line ${n}: ${k}=${kv[2]} must be yes or no.`);
        else if (seen.has(k)) report(`robots.txt line ${n} gives ${k} twice.`);
        else summary.push(`${k}=${v}`);
        seen.add(k);
      }
    });
    if (found === 0) return ctx.notApplicable('robots.txt has no Content-Signal lines.');
    if (problems === 0) return ctx.pass(`Signals: ${[...new Set(summary)].join(', ')}.`);
    return undefined;
  },
});
