// The JS name pre-filter (`jsNames`) and lazily built finding details.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, defineRule, runRules, snapshotFromHtml, type Rule, type RuleContext } from '../index.ts';

const meta = { dimension: 'codeQuality' as const, title: 'A test rule passes', failureTitle: 'A test rule fails', description: 'Test rule.', why: 'Testing the engine.', fix: 'Nothing to fix.', impact: 'minor' as const, tags: [] as string[] };

const JS = `var ctx = new OfflineAudioContext(1, 2, 3); ctx.createOscillator(); window["OfflineAudioContext"]; a.b.c(); f("createOscillator", 1); new g.Worker(); h[k]();`;
const page = () => buildPage(snapshotFromHtml(`<script>${JS}</script>`));

/** Every node the rule's handlers saw, as "Type:name". */
function visitJs(jsNames?: string[]): string[] {
  const seen: string[] = [];
  const label = (n: Record<string, any>) => `${n.type}:${n.name ?? n.value ?? n.callee?.name ?? n.callee?.property?.name ?? n.callee?.property?.value ?? n.property?.name ?? n.property?.value ?? ''}`;
  const push = (n: Record<string, any>) => void seen.push(label(n));
  runRules(page(), [
    defineRule({
      ...meta,
      id: 'test/js',
      ...(jsNames ? { jsNames } : {}),
      create: () => ({ js: { Identifier: push, Literal: push, CallExpression: push, NewExpression: push, MemberExpression: push, ExpressionStatement: push } }),
    }),
  ]);
  return seen;
}

test('jsNames: identifiers, string literals, callee names and property names are matched; other types are not filtered', () => {
  const seen = visitJs(['OfflineAudioContext', 'createOscillator', 'Worker']);
  assert.deepEqual(
    seen.filter((s) => !s.startsWith('ExpressionStatement')),
    ['NewExpression:OfflineAudioContext', 'Identifier:OfflineAudioContext', 'CallExpression:createOscillator', 'MemberExpression:createOscillator', 'Identifier:createOscillator', 'MemberExpression:OfflineAudioContext', 'Literal:OfflineAudioContext', 'Literal:createOscillator', 'NewExpression:Worker', 'MemberExpression:Worker', 'Identifier:Worker'],
  );
  // Unfiltered types still see every node of their type.
  assert.equal(seen.filter((s) => s.startsWith('ExpressionStatement')).length, visitJs().filter((s) => s.startsWith('ExpressionStatement')).length);
});

test('jsNames: a filtered rule sees, of the filtered types, exactly the nodes its unfiltered twin sees with those names', () => {
  const names = ['OfflineAudioContext', 'createOscillator', 'c', 'f'];
  const filteredTypes = (s: string) => !s.startsWith('ExpressionStatement');
  const all = visitJs().filter((s) => filteredTypes(s) && names.includes(s.slice(s.indexOf(':') + 1)));
  assert.deepEqual(visitJs(names).filter(filteredTypes), all);
});

test('jsNames: filtered and unfiltered JS handlers of one node run in rule order', () => {
  const seen: string[] = [];
  const rule = (id: string, jsNames?: string[]) =>
    defineRule({ ...meta, id: `test/${id}`, ...(jsNames ? { jsNames } : {}), create: () => ({ js: { Identifier: (n) => void (n.name === 'OfflineAudioContext' && seen.push(id)) } }) });
  runRules(page(), [rule('one', ['OfflineAudioContext']), rule('two'), rule('three', ['OfflineAudioContext', 'x'])]);
  assert.deepEqual(seen, ['one', 'two', 'three']);
});

test('jsNames: names of any length match, short and long, and a page without them leaves no trace', () => {
  const long = 'k'.repeat(300);
  const longer = 'k'.repeat(301);
  const seen: string[] = [];
  const rule = defineRule({ ...meta, id: 'test/long', jsNames: ['ab', long], create: () => ({ js: { Literal: (n) => void seen.push(String(n.value).length + '') } }) });
  const run = (js: string) => runRules(buildPage(snapshotFromHtml(`<script>${js}</script>`)), [rule]);
  run(`f("ab", "abc", "${long}", "${longer}", "a")`);
  assert.deepEqual(seen, ['2', '300']);
  // The length table of one run does not carry over to the next.
  const other = defineRule({ ...meta, id: 'test/other', jsNames: ['xyz'], create: () => ({ js: { Literal: (n) => void seen.push(String(n.value)) } }) });
  seen.length = 0;
  runRules(buildPage(snapshotFromHtml(`<script>f("ab", "xyz")</script>`)), [other]);
  assert.deepEqual(seen, ['xyz']);
});

test('defineRule rejects malformed JS name filters', () => {
  for (const jsNames of [[], [''], [1]] as unknown as string[][]) {
    assert.throws(() => defineRule({ ...meta, id: 'test/bad', jsNames, create: () => ({}) }), /jsNames/, JSON.stringify(jsNames));
  }
});

test('a detail given as a function is built only for the findings that are kept', () => {
  let built = 0;
  const html = '<p>1</p>'.repeat(30);
  const rule: Rule = defineRule({
    ...meta,
    id: 'test/lazy',
    create: (ctx: RuleContext) => ({ element: { p: (el) => ctx.report(el, () => `paragraph ${++built}`) } }),
  });
  const r = runRules(buildPage(snapshotFromHtml(html)), [rule], { maxFindings: 20 })[0]!;
  assert.equal(r.outcome, 'fail');
  assert.equal(r.findings.length, 20);
  assert.equal(r.omittedFindings, 10);
  assert.equal(built, 20);
  assert.equal(r.findings[19]!.detail, 'paragraph 20');
});

test('object names, global callees and string-built expressions read through window, self and globalThis', async () => {
  const { parse } = await import('acorn');
  const { jsObjectName, jsGlobalCallee, jsIsStringy } = await import('./js-names.ts');
  const expr = (code: string) => (parse(code, { ecmaVersion: 'latest' }) as unknown as { body: Array<{ expression: Record<string, any> }> }).body[0]!.expression;
  assert.equal(jsObjectName(expr('document.write')), 'document');
  assert.equal(jsObjectName(expr('window.document.write')), 'document');
  assert.equal(jsObjectName(expr('self.window.navigator.userAgent')), 'navigator');
  assert.equal(jsObjectName(expr('a.b.c')), null);
  assert.equal(jsObjectName(expr('f()')), null);
  assert.equal(jsGlobalCallee(expr('eval(x)')), 'eval');
  assert.equal(jsGlobalCallee(expr('globalThis.setTimeout(x)')), 'setTimeout');
  assert.equal(jsGlobalCallee(expr('obj.setTimeout(x)')), null);
  assert.equal(jsIsStringy(expr('"a" + b')), true);
  assert.equal(jsIsStringy(expr('`t${x}`')), true);
  assert.equal(jsIsStringy(expr('f + 1')), false);
});
