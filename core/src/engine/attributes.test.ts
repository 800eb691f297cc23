// The attribute pre-filter of '*' handlers and the attribute index it is dispatched from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, defineRule, runRules, snapshotFromHtml, type Rule, type RuleContext } from '../index.ts';

const meta = { dimension: 'codeQuality' as const, title: 'A test rule passes', failureTitle: 'A test rule fails', description: 'Test rule.', why: 'Testing the engine.', fix: 'Nothing to fix.', impact: 'minor' as const, tags: [] as string[] };

const HTML = '<div id="a" tabindex="0"><span aria-label="x">1</span><p>2</p><i aria-hidden="true" tabindex="1"></i></div><b onclick="f()">3</b>';

function names(rule: (seen: string[]) => Rule, html = HTML): string[] {
  const seen: string[] = [];
  runRules(buildPage(snapshotFromHtml(html)), [rule(seen)]);
  return seen;
}

test('the attribute index lists elements by attribute name in document order', () => {
  const page = buildPage(snapshotFromHtml(HTML));
  assert.deepEqual(page.index.byAttribute.get('tabindex')?.map((e) => e.name), ['div', 'i']);
  assert.deepEqual(page.index.byAttribute.get('aria-label')?.map((e) => e.name), ['span']);
  assert.equal(page.index.byAttribute.get('class'), undefined);
});

test("a rule's '*' handlers see only elements with the declared attributes, names or prefixes", () => {
  const seen = names((out) =>
    defineRule({
      ...meta,
      id: 'test/filtered',
      attributes: ['tabindex', 'aria-*'],
      create: () => ({
        element: { '*': (el) => void out.push(`<${el.name}>`), p: (el) => void out.push(`p:${el.name}`) },
        elementExit: { '*': (el) => void out.push(`</${el.name}>`) },
      }),
    }),
  );
  // Each element once although <i> has both a tabindex and an aria-* attribute; named handlers unaffected.
  assert.deepEqual(seen, ['<div>', '<span>', '</span>', 'p:p', '<i>', '</i>', '</div>']);
});

test('an on* prefix filter finds event handler attributes only', () => {
  const seen = names((out) => defineRule({ ...meta, id: 'test/on', attributes: ['on*'], create: () => ({ element: { '*': (el) => void out.push(el.name) } }) }));
  assert.deepEqual(seen, ['b']);
});

test('filtered and unfiltered handlers of one element still run in rule order', () => {
  const seen: string[] = [];
  const rule = (id: string, attributes?: string[]) =>
    defineRule({ ...meta, id: `test/${id}`, ...(attributes ? { attributes } : {}), create: () => ({ element: { '*': (el) => void (el.name === 'i' && seen.push(id)) } }) });
  runRules(buildPage(snapshotFromHtml(HTML)), [rule('one'), rule('two', ['tabindex']), rule('three'), rule('four', ['aria-hidden'])]);
  assert.deepEqual(seen, ['one', 'two', 'three', 'four']);
});

test('a filtered rule reports exactly what its unfiltered twin reports', () => {
  const body = (ctx: RuleContext) => ({
    element: {
      '*': (el: import('domhandler').Element) => {
        const t = el.attribs['tabindex'];
        if (t !== undefined && Number(t) > 0) ctx.report(el, `tabindex ${t}`);
      },
    },
  });
  const html = `${HTML}<a tabindex="2" href="#">x</a>`;
  const plain = runRules(buildPage(snapshotFromHtml(html)), [defineRule({ ...meta, id: 'test/plain', create: body })])[0]!;
  const filtered = runRules(buildPage(snapshotFromHtml(html)), [defineRule({ ...meta, id: 'test/plain', attributes: ['tabindex'], create: body })])[0]!;
  assert.equal(plain.outcome, 'fail');
  assert.deepEqual(filtered, plain);
});

test('a filtered handler that throws makes its rule an error like any other', () => {
  const r = runRules(buildPage(snapshotFromHtml(HTML)), [
    defineRule({ ...meta, id: 'test/throws', attributes: ['tabindex'], create: () => ({ element: { '*': () => { throw new Error('boom'); } } }) }),
  ])[0]!;
  assert.equal(r.outcome, 'error');
  assert.match(r.findings[0]!.detail, /boom/);
});

test('defineRule rejects malformed attribute filters', () => {
  for (const attributes of [[], ['Tabindex'], ['aria-*-x'], ['a b'], [''], ['*']]) {
    assert.throws(() => defineRule({ ...meta, id: 'test/bad', attributes, create: () => ({}) }), /attribute/, JSON.stringify(attributes));
  }
});
