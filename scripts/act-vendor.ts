// npm run act:vendor -- <w3c-act-dir> — copies the W3C ACT test cases the project measures itself
// on into test/act/: those of every statically decidable rule and every rule decidable on a
// rendered page (test/act/scope.ts), and of every other rule a check is tagged with (`act:<id>`).
// The source folder holds the w3c/wcag-act-rules test cases as published (testcases.json, cases/,
// LICENSE.md, SOURCE, and test-assets/ when it has them: the images, scripts and pages the cases
// load from /test-assets/, copied into test/act/assets/ for the rendered run; files it lacks that
// test/act/assets/ already holds, from elsewhere, are kept — see assets/SOURCE). Run it again after a
// check gets a new act: tag or to update the cases; tests and CI read only test/act/.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadRules } from '@pagegrade/core';
import { RENDERED_RULES, STATIC_RULES } from '../test/act/scope.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const source = args[0];
if (!source) {
  console.error('usage: npm run act:vendor -- <folder with testcases.json, cases/, LICENSE.md, SOURCE>');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'test', 'act');

interface SourceCase {
  ruleId: string;
  ruleName: string;
  testcaseId: string;
  testcaseTitle: string;
  expected: string;
  relativePath: string;
  url: string;
  rulePage: string;
  approved?: boolean;
}

const wanted = new Set([...Object.keys(STATIC_RULES), ...Object.keys(RENDERED_RULES)]);
for (const rule of await loadRules()) for (const tag of rule.tags) if (tag.startsWith('act:')) wanted.add(tag.slice(4));

const all = (JSON.parse(readFileSync(join(source, 'testcases.json'), 'utf8')) as { testcases: SourceCase[] }).testcases;
const kept = all.filter((c) => wanted.has(c.ruleId));
rmSync(join(target, 'cases'), { recursive: true, force: true });
for (const c of kept) {
  const rel = c.relativePath.replace(/^testcases\//, '');
  mkdirSync(dirname(join(target, 'cases', rel)), { recursive: true });
  copyFileSync(join(source, 'cases', rel), join(target, 'cases', rel));
}
// The /test-assets/ files the kept cases name, where the source has them.
const assets = new Set<string>();
for (const c of kept) {
  const html = readFileSync(join(source, 'cases', c.relativePath.replace(/^testcases\//, '')), 'utf8');
  for (const m of html.matchAll(/\/test-assets\/([^"'()\s?#]+)/g)) assets.add(m[1]!);
}
// Files the source lacks are kept: test/act/assets/ also holds files taken from elsewhere (the
// rule texts, the ACT Rules Community Group's repository), each listed in assets/SOURCE.
for (const a of assets) {
  const from = join(source, 'test-assets', a);
  if (a.includes('..') || !existsSync(from)) continue;
  mkdirSync(dirname(join(target, 'assets', a)), { recursive: true });
  copyFileSync(from, join(target, 'assets', a));
}
const copiedAssets = [...assets].filter((a) => !a.includes('..') && existsSync(join(target, 'assets', a))).length;
// Only what the harness reads: the requirement mappings of every case are on the rule pages.
const slim = kept.map((c) => ({
  ruleId: c.ruleId,
  ruleName: c.ruleName,
  testcaseId: c.testcaseId,
  testcaseTitle: c.testcaseTitle,
  expected: c.expected,
  relativePath: c.relativePath.replace(/^testcases\//, ''),
  url: c.url,
  rulePage: c.rulePage,
}));
writeFileSync(join(target, 'testcases.json'), `${JSON.stringify({ count: slim.length, testcases: slim }, null, 1)}\n`);
copyFileSync(join(source, 'LICENSE.md'), join(target, 'LICENSE.md'));
copyFileSync(join(source, 'SOURCE'), join(target, 'SOURCE'));
const missing = [...wanted].filter((id) => !kept.some((c) => c.ruleId === id));
console.log(`${slim.length} test cases of ${wanted.size - missing.length} rules vendored into test/act/${missing.length ? ` (no cases for ${missing.join(', ')})` : ''}; ${copiedAssets} of the ${assets.size} /test-assets/ files they name are in test/act/assets/${copiedAssets < assets.size ? ' (the rendered run answers 404 for the others)' : ''}`);
