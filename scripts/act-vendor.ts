// npm run act:vendor -- <w3c-act-dir> — copies the W3C ACT test cases the project measures itself
// on into test/act/: those of every statically decidable rule (test/act/scope.ts) and of every
// other rule a check is tagged with (`act:<id>`). The source folder holds the w3c/wcag-act-rules
// test cases as published (testcases.json, cases/, LICENSE.md, SOURCE). Run it again after a
// check gets a new act: tag or to update the cases; tests and CI read only test/act/.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadRules } from '@pagegrade/core';
import { STATIC_RULES } from '../test/act/scope.ts';

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

const wanted = new Set(Object.keys(STATIC_RULES));
for (const rule of await loadRules()) for (const tag of rule.tags) if (tag.startsWith('act:')) wanted.add(tag.slice(4));

const all = (JSON.parse(readFileSync(join(source, 'testcases.json'), 'utf8')) as { testcases: SourceCase[] }).testcases;
const kept = all.filter((c) => wanted.has(c.ruleId));
rmSync(join(target, 'cases'), { recursive: true, force: true });
for (const c of kept) {
  const rel = c.relativePath.replace(/^testcases\//, '');
  mkdirSync(dirname(join(target, 'cases', rel)), { recursive: true });
  copyFileSync(join(source, 'cases', rel), join(target, 'cases', rel));
}
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
console.log(`${slim.length} test cases of ${wanted.size - missing.length} rules vendored into test/act/${missing.length ? ` (no cases for ${missing.join(', ')})` : ''}`);
