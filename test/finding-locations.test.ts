// Every finding about an element or a source range says where it is; the others are about the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildPage, findingFor, ruleVisitor, runRules, type Detail, type FindingTarget, type Page, type Rule, type RuleContext } from '@pagegrade/core';
import { fixtureSnapshot, type RuleFixtureSet } from '@pagegrade/core/testing';

const root = new URL('..', import.meta.url).pathname;
const sets: RuleFixtureSet[] = [];
for (const plugin of readdirSync(join(root, 'plugins')).sort()) {
  const dir = join(root, 'plugins', plugin, 'src', 'rules');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.fixtures.ts')).sort()) sets.push((await import(join(dir, file))).default as RuleFixtureSet);
}

interface Call {
  target: FindingTarget;
  detail: string;
}

/** The rule, with every finding it reports and the detail of a failing or warning verdict recorded. */
function recording(rule: Rule, calls: Call[], verdicts: string[]): Rule {
  return {
    ...rule,
    check: undefined,
    select: undefined,
    judge: undefined,
    create(ctx: RuleContext) {
      const text = (d: Detail) => (typeof d === 'function' ? d() : d);
      const spy = Object.create(ctx, {
        report: { value: (t: FindingTarget, d: Detail) => (calls.push({ target: t, detail: text(d) }), ctx.report(t, d)) },
        warn: { value: (t: FindingTarget, d: Detail) => (calls.push({ target: t, detail: text(d) }), ctx.warn(t, d)) },
      }) as RuleContext;
      const visitor = ruleVisitor(rule, spy);
      const end = visitor.end;
      if (end) {
        visitor.end = () => {
          const v = end.call(visitor);
          if (v && v.detail && (v.outcome === 'fail' || v.outcome === 'warn')) verdicts.push(v.detail);
          return v;
        };
      }
      return visitor;
    },
  };
}

/**
 * Whether a finding's text points at one element or a stretch of the page's source: it quotes
 * the opening tag of an element the page has (`<main>`, `<meta name="robots" …>`), or a line of
 * the HTML. A statement of absence ("No <title> element") is about the page.
 */
function namesElementOrRange(detail: string, page: Page): boolean {
  if (/^(No|Neither|None)\b/.test(detail)) return false;
  if (/\bat line \d+/.test(detail)) return true;
  for (const m of detail.matchAll(/<([a-z][a-z0-9-]*)(?=[\s>/])/gi)) {
    const tag = m[1]!.toLowerCase();
    if (tag !== 'html' && tag !== 'head' && tag !== 'body' && page.index.byTag.has(tag)) return true;
  }
  for (const url of loadedUrls(page)) if (detail.includes(url)) return true;
  return false;
}

/**
 * The addresses of what the page's elements load into it (stylesheets, preloads, scripts, images,
 * frames): each names its element. Links that only describe the page (canonical, manifest,
 * alternates) name a resource rather than an element.
 */
function loadedUrls(page: Page): Set<string> {
  const urls = new Set<string>();
  for (const [tag, name] of [['link', 'href'], ['script', 'src'], ['img', 'src'], ['iframe', 'src']] as const) {
    for (const el of page.index.byTag.get(tag) ?? []) {
      if (tag === 'link' && !/\b(stylesheet|preload|modulepreload|icon)\b/i.test(el.attribs['rel'] ?? '')) continue;
      const ref = el.attribs[name];
      const abs = ref ? page.resolveUrl(ref) : null;
      if (abs && abs !== page.url) urls.add(abs);
    }
  }
  return urls;
}

test('every finding about an element or a source range carries its selector, line and column; page-level ones name no element', () => {
  const problems: string[] = [];
  let located = 0;
  let pageLevel = 0;
  for (const set of sets) {
    for (const fixture of set.cases) {
      const calls: Call[] = [];
      const verdicts: string[] = [];
      const page = buildPage(fixtureSnapshot(fixture));
      runRules(page, [recording(set.rule, calls, verdicts)]);
      const where = `${set.rule.id} (fixture "${fixture.name}")`;
      for (const c of calls) {
        if (c.target === null) {
          pageLevel++;
          if (namesElementOrRange(c.detail, page)) problems.push(`${where}: reported without a target, about an element: ${c.detail.slice(0, 100)}`);
          continue;
        }
        located++;
        const f = findingFor(page, c.target, c.detail);
        const isPosition = 'line' in c.target && !('type' in c.target);
        if (f.line === undefined || f.column === undefined || (!isPosition && f.selector === undefined)) problems.push(`${where}: a finding without ${f.selector === undefined ? 'selector' : 'line and column'}: ${c.detail.slice(0, 100)}`);
      }
      for (const v of verdicts) {
        pageLevel++;
        if (namesElementOrRange(v, page)) problems.push(`${where}: a verdict about an element rather than a finding at it: ${v.slice(0, 100)}`);
      }
    }
  }
  // The test means something only if both kinds occur across the fixtures.
  assert.ok(located > 500 && pageLevel > 100, `located ${located}, page-level ${pageLevel}`);
  assert.deepEqual(problems, []);
});

test('a finding in a fetched stylesheet or script is at the element that loads it', () => {
  const css = sets.find((s) => s.rule.id === 'performance/css-import')!;
  const fixture = css.cases.find((c) => c.expect !== 'pass' && c.expect !== 'not-applicable' && c.resources)!;
  const page = buildPage(fixtureSnapshot(fixture));
  const [result] = runRules(page, [css.rule]);
  const f = result!.findings[0]!;
  assert.ok(f.selector && f.line && f.column, JSON.stringify(f));
});
