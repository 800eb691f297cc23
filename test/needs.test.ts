// What a rule declares it needs is all it needs: a rule without `needs` can judge a saved HTML file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineRule, loadRules, type Rule } from '@pagegrade/core';
import { runRule, type RuleFixtureSet } from '@pagegrade/core/testing';

const root = new URL('..', import.meta.url).pathname;
const rules: Rule[] = await loadRules();
const sets = new Map<string, RuleFixtureSet>();
for (const plugin of readdirSync(join(root, 'plugins'))) {
  const dir = join(root, 'plugins', plugin, 'src', 'rules');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.fixtures.ts'))) {
    const set = (await import(join(dir, file))).default as RuleFixtureSet;
    sets.set(set.rule.id, set);
  }
}

test('every rule without needs judges something on its own fixtures read as saved files', () => {
  const never: string[] = [];
  for (const rule of rules) {
    if (rule.needs?.length) continue;
    const set = sets.get(rule.id);
    if (!set) continue;
    // The fixture's markup alone, as `pagegrade analyze page.html` reads it: no address, headers,
    // subresources or capture time.
    const outcomes = set.cases.filter((c) => !c.har).map((c) => runRule(set.rule, { html: c.html ?? '', bare: true }).outcome);
    if (outcomes.every((o) => o === 'not-applicable')) never.push(rule.id);
  }
  assert.deepEqual(never, [], `not-applicable on every saved file: declare what they need (site, fetched, headers …) or add a fixture a saved file can be judged on`);
});

const probe = (needs: Rule['needs']) =>
  defineRule({
    id: 'test/probe',
    dimension: 'seo',
    title: 'Probe passes',
    failureTitle: 'Probe fails',
    description: 'Runs when its needs are met.',
    why: 'To test the runner.',
    fix: 'Nothing to fix.',
    impact: 'minor',
    tags: ['best-practice'],
    ...(needs ? { needs } : {}),
    create: (ctx) => ({ end: () => ctx.pass() }),
  });

test('site: a saved file without an address does not apply, one with the address it was served from does', () => {
  const rule = probe(['site']);
  assert.equal(runRule(rule, { html: '<p>x</p>', bare: true }).outcome, 'not-applicable');
  assert.match(runRule(rule, { html: '<p>x</p>', bare: true }).findings[0]!.detail, /no web address/);
  assert.equal(runRule(rule, { html: '<p>x</p>', bare: true, url: 'https://example.com/' }).outcome, 'pass');
  assert.equal(runRule(rule, '<p>x</p>').outcome, 'pass');
});

test('fetched: a saved file does not apply, even under its address; a fetched page does', () => {
  const rule = probe(['fetched']);
  assert.equal(runRule(rule, { html: '<p>x</p>', bare: true, url: 'https://example.com/' }).outcome, 'not-applicable');
  assert.equal(runRule(rule, '<p>x</p>').outcome, 'pass');
});
