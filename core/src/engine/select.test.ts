// The two short rule forms: `check` of the whole page, and `select` with `judge` for elements one by one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, defineRule, ruleVisitor, runRules, selectedElements, snapshotFromHtml, type Rule } from '../index.ts';

const meta = { dimension: 'codeQuality' as const, title: 'A test rule passes', failureTitle: 'A test rule fails', description: 'Test rule.', why: 'Testing the engine.', fix: 'Nothing to fix.', impact: 'minor' as const, tags: [] as string[] };

const HTML = '<p id="1">a</p><img id="2" src="x.png"><p id="3" hidden title="t">b</p><img id="4" alt="" data-src="y"><div id="5" aria-label="z"><img id="6" aria-hidden="true"></div>';
const run = (rule: Rule, html = HTML) => runRules(buildPage(snapshotFromHtml(html)), [rule])[0]!;

test('check judges the whole page: its verdict, or the outcome its findings give', () => {
  const title = defineRule({ ...meta, id: 'test/title', check: (ctx) => (ctx.page.index.byTag.has('title') ? ctx.pass('Titled.') : ctx.fail('No <title> element.')) });
  assert.equal(run(title).outcome, 'fail');
  assert.equal(run(title, '<title>T</title>').outcome, 'pass');
  const images = defineRule({
    ...meta,
    id: 'test/images',
    check(ctx) {
      for (const img of ctx.page.index.byTag.get('img') ?? []) ctx.warn(img, `Image ${img.attribs['id']}.`);
    },
  });
  const r = run(images);
  assert.equal(r.outcome, 'warn');
  assert.deepEqual(r.findings.map((f) => f.detail), ['Image 2.', 'Image 4.', 'Image 6.']);
});

test('select reads tags in document order across tags, then attributes, where and exposure filter them', () => {
  const page = buildPage(snapshotFromHtml(HTML));
  const ids = (els: readonly { attribs: Record<string, string> }[]) => els.map((e) => e.attribs['id']);
  assert.deepEqual(ids(selectedElements(page, { tags: ['img', 'p'], none: 'x' })), ['1', '2', '3', '4', '6']);
  assert.deepEqual(ids(selectedElements(page, { tags: ['img', 'p'], attributes: ['alt', 'title'], none: 'x' })), ['3', '4']);
  // Attributes alone: every carrier, once, in document order, prefixes included.
  assert.deepEqual(ids(selectedElements(page, { attributes: ['data-*', 'aria-*', 'hidden'], none: 'x' })), ['3', '4', '5', '6']);

  const judged: string[] = [];
  const rule = defineRule({
    ...meta,
    id: 'test/selected',
    select: { tags: ['img', 'p'], where: (el) => el.attribs['id'] !== '1', exposed: true, none: 'Nothing to judge.' },
    judge(el) {
      judged.push(el.attribs['id']!);
      return el.attribs['alt'] === undefined ? `Element ${el.attribs['id']} has no alt.` : undefined;
    },
  });
  const r = run(rule);
  // 3 is hidden, 6 is aria-hidden: both left out; 2 fails at the element.
  assert.deepEqual(judged, ['2', '4']);
  assert.equal(r.outcome, 'fail');
  assert.equal(r.findings.length, 1);
  assert.match(r.findings[0]!.detail, /Element 2 has no alt/);
  assert.match(r.findings[0]!.selector ?? '', /img/);
});

test('select answers not-applicable with its reason when nothing is selected, and passes when nothing was found', () => {
  const rule = defineRule({ ...meta, id: 'test/videos', select: { tags: ['video'], none: 'The page has no <video> elements.' }, judge: () => undefined });
  assert.deepEqual([run(rule).outcome, run(rule).findings[0]?.detail], ['not-applicable', 'The page has no <video> elements.']);
  assert.equal(run(rule, '<video src="a.mp4"></video>').outcome, 'pass');
});

test('a judge may warn itself, and a throw is an error of the check alone', () => {
  const warns = defineRule({ ...meta, id: 'test/warns', select: { tags: ['img'], none: 'No images.' }, judge: (el, ctx) => ctx.warn(el, 'Maybe.') });
  assert.equal(run(warns).outcome, 'warn');
  const throws = defineRule({ ...meta, id: 'test/throws', select: { tags: ['img'], none: 'No images.' }, judge: () => { throw new Error('boom'); } });
  const both = runRules(buildPage(snapshotFromHtml(HTML)), [throws, warns]);
  assert.deepEqual(both.map((r) => r.outcome), ['error', 'warn']);
});

test('ruleVisitor gives every form as a visitor whose end() is its verdict', () => {
  const page = buildPage(snapshotFromHtml(HTML));
  const rule = defineRule({ ...meta, id: 'test/as-visitor', select: { tags: ['audio'], none: 'No audio.' }, judge: () => 'x' });
  const ctx = { page, notApplicable: (detail: string) => ({ outcome: 'not-applicable' as const, detail }) } as unknown as Parameters<typeof ruleVisitor>[1];
  assert.deepEqual(ruleVisitor(rule, ctx).end?.(), { outcome: 'not-applicable', detail: 'No audio.' });
});

test('defineRule takes exactly one form and checks the selection', () => {
  const bad = (extra: Record<string, unknown>) => () => defineRule({ ...meta, id: 'test/bad', ...extra } as Rule);
  assert.throws(bad({}), /exactly one/);
  assert.throws(bad({ check: () => undefined, create: () => ({}) }), /exactly one/);
  assert.throws(bad({ check: () => undefined, judge: () => undefined }), /"judge" goes with "select"/);
  assert.throws(bad({ select: { tags: ['img'], none: 'x' } }), /needs a "judge"/);
  assert.throws(bad({ select: { none: 'x' }, judge: () => undefined }), /"tags", "attributes"/);
  assert.throws(bad({ select: { tags: ['IMG'], none: 'x' }, judge: () => undefined }), /lower-case tag/);
  assert.throws(bad({ select: { tags: ['img'], attributes: ['Alt'], none: 'x' }, judge: () => undefined }), /lower-case name/);
  assert.throws(bad({ select: { tags: ['img'] }, judge: () => undefined }), /select.none/);
  assert.throws(bad({ select: { tags: ['img'], none: 'x', hidden: true }, judge: () => undefined }), /unknown select field "hidden"/);
  assert.doesNotThrow(bad({ select: { tags: ['img'], attributes: ['aria-*'], exposed: true, where: () => true, none: 'x' }, judge: () => undefined }));
});

test('with exposed, a failure on an element the styles may hide is a needs-review warning', () => {
  const rule = defineRule({ ...meta, id: 'test/exposed', select: { tags: ['img'], exposed: true, none: 'No images.' }, judge: () => 'No name.' });
  const open = run(rule, '<style>@media (max-width: 600px) { img { display: none } }</style><img src="a.png">');
  assert.equal(open.outcome, 'warn');
  assert.match(open.findings[0]!.detail, /^No name\. \(Needs review: whether a style sheet hides it cannot be decided statically\.\)$/);
  assert.equal(run(rule, '<img src="a.png">').outcome, 'fail');
});
