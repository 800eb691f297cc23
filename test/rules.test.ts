// Every registered rule: loads, has docs, has fixtures that pass and fail, and every fixture holds.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadRules, type Rule } from '@pagegrade/core';
import { testRule, type RuleFixtureSet } from '@pagegrade/core/testing';

const root = new URL('..', import.meta.url).pathname;
// PAGEGRADE_TEST_PLUGIN=seo limits the run to one plugin while it is being written.
const only = process.env.PAGEGRADE_TEST_PLUGIN;
const rules: Rule[] = only ? await loadRules([], [`@pagegrade/plugin-${only}`]) : await loadRules();

const fixtureSets = new Map<string, RuleFixtureSet>();
for (const plugin of readdirSync(join(root, 'plugins')).filter((p) => !only || p === only)) {
  const dir = join(root, 'plugins', plugin, 'src', 'rules');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.fixtures.ts')).sort()) {
    const set = (await import(join(dir, file))).default as RuleFixtureSet;
    assert.ok(set?.rule?.id, `${plugin}/${file} must default-export ruleFixtures(rule, cases)`);
    assert.ok(!fixtureSets.has(set.rule.id), `two fixture files for ${set.rule.id}`);
    fixtureSets.set(set.rule.id, set);
  }
}

const catalogue = existsSync(join(root, 'docs', 'checks.md')) ? readFileSync(join(root, 'docs', 'checks.md'), 'utf8') : '';

test('the README states the computed check count', () => {
  if (only) return;
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  assert.ok(readme.includes(`<!-- checks:count -->**${rules.length}**<!-- /checks:count -->`), 'README count is stale: run npm run docs');
});

test('rules are registered in every dimension', () => {
  if (only) return assert.ok(rules.length > 0);
  assert.ok(rules.length > 0);
  const dims = new Set(rules.map((r) => r.dimension));
  for (const d of ['seo', 'geo', 'performance', 'accessibility', 'codeQuality', 'uiux', 'dataTracking', 'security']) assert.ok(dims.has(d as Rule['dimension']), `no rule in ${d}`);
});

test('every rule with fixtures is listed in its plugin index', () => {
  const ids = new Set(rules.map((r) => r.id));
  for (const id of fixtureSets.keys()) assert.ok(ids.has(id), `${id} has fixtures but is not in the rules of its plugin's src/index.ts`);
});

for (const rule of rules) {
  testRule(rule, fixtureSets.get(rule.id), {
    missing: `no ${rule.id.split('/')[1]}.fixtures.ts beside the rule`,
    documented: () => {
      if (!only) assert.ok(catalogue.includes(`<a id="${rule.id}"></a>`), `docs/checks.md has no entry for ${rule.id}: run npm run docs`);
    },
  });
}
