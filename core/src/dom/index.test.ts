import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument } from 'htmlparser2';
import type { Element, Text } from 'domhandler';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildPage } from '../engine/page.ts';
import { snapshotFromHtml } from '../snapshot/build.ts';
import { boundedText, descendants, hasToken, isSourceText, isBlank, isHtmlSpaceCode, isJsSpaceCode, normalizeSpace, SelectorMemo, selectorOf, snippet, tokens } from './index.ts';

// The helpers take fast paths for common inputs; each case is checked against the plain definition.
const plainNormalize = (s: string) => s.replace(/[\t\n\f\r ]+/g, ' ').trim();
const plainTokens = (v: string | undefined) => (v ? v.toLowerCase().split(/[\t\n\f\r ]+/).filter(Boolean) : []);

test('normalizeSpace collapses HTML white space and trims like the plain replace-and-trim', () => {
  const cases = ['', 'a', 'ab', 'a b', 'a  b', ' a', 'a ', '\ta', 'a\n', 'a\nb', 'a\r\nb', 'a\fb', '\u00a0a', 'a\u00a0', 'a\u00a0\u00a0b', 'a\vb', '\ufeffa', 'é', 'a é', '  ', '\n', 'x y z', 'x  y z', ' a  b ', '\u00a0 a \u00a0', 'a \u00a0 b', ' \u2028a\t b\u3000', '\u00a0\na'];
  for (const s of cases) assert.equal(normalizeSpace(s), plainNormalize(s), JSON.stringify(s));
});

test('tokens splits attribute values into lower-case tokens', () => {
  const el = (value: string) => (parseDocument(`<a rel="${value}"></a>`).children[0] as Element);
  for (const v of ['', 'Stylesheet', 'noopener noreferrer', ' a ', 'A\tB', 'a\n\nb ', '  ']) assert.deepEqual(tokens(el(v), 'rel'), plainTokens(el(v).attribs['rel']), JSON.stringify(v));
  assert.deepEqual(tokens(el('x'), 'missing'), []);
});

test('hasToken agrees with tokens().includes()', () => {
  const el = (value: string) => (parseDocument(`<a rel="${value}"></a>`).children[0] as Element);
  for (const v of ['', 'Author', 'noopener noreferrer', ' author ', 'AUTHOR\tme']) for (const t of ['author', 'noreferrer']) assert.equal(hasToken(el(v), 'rel', t), tokens(el(v), 'rel').includes(t), JSON.stringify([v, t]));
  assert.equal(hasToken(el('author'), 'missing', 'author'), false);
});

test('the white-space tests agree with trim, RegExp \\s and the HTML definition', () => {
  for (let c = 0; c <= 0xffff; c++) {
    const ch = String.fromCharCode(c);
    assert.equal(isJsSpaceCode(c), /\s/.test(ch), `U+${c.toString(16)}`);
    assert.equal(isHtmlSpaceCode(c), /[\t\n\f\r ]/.test(ch), `U+${c.toString(16)}`);
    assert.equal(isBlank(ch), ch.trim() === '', `U+${c.toString(16)}`);
    assert.equal(isBlank(` ${ch}\n`), ch.trim() === '', `U+${c.toString(16)} amid white space`);
  }
  for (const s of ['', ' ', '\t\n', '\u00a0\u3000', 'a', ' a ', '\ufeff', '\u200b']) assert.equal(isBlank(s), s.trim() === '', JSON.stringify(s));
});

test('snippet lists the attributes in source order and shortens long tags', () => {
  const el = parseDocument('<img src="a.png" alt hidden data-x="1">').children[0] as Element;
  assert.equal(snippet(el), '<img src="a.png" alt hidden data-x="1">');
  assert.equal(snippet(el, 12), '<img src="a…');
});

test('selectorOf starts at the nearest usable id and numbers repeated tags', () => {
  const doc = parseDocument('<html><body><ul id="menu"><li><a>1</a></li><li><a>2</a><a>3</a></li></ul><div><p>x</p><p><span id="9bad"><b>y</b></span></p></div></body></html>');
  const els = descendants(doc);
  const by = (text: string) => els.find((e) => e.children.length === 1 && (e.children[0] as { data?: string }).data === text)!;
  assert.equal(selectorOf(by('1')), 'ul#menu > li:nth-of-type(1) > a');
  assert.equal(selectorOf(by('3')), 'ul#menu > li:nth-of-type(2) > a:nth-of-type(2)');
  assert.equal(selectorOf(by('y')), 'html > body > div > p:nth-of-type(2) > span > b');
});

test('a SelectorMemo shared by a page gives each element the selector a fresh one gives, in any order of asking', () => {
  const corpus = join(dirname(createRequire(import.meta.url).resolve('htmlparser-benchmark/package.json')), 'files');
  const pages = [
    '<ul id="menu"><li><a>1</a></li><li><a>2</a><a>3</a></li></ul><div><p>x</p><p><span id="9bad">y</span><b>z</b></p></div><p id="ok_1"><i>w</i></p>',
    '<html><body><div><div><div><em>deep</em></div></div><div></div></div></body></html>',
    ...readdirSync(corpus).filter((f) => f.endsWith('.html')).sort().slice(0, 12).map((f) => readFileSync(join(corpus, f), 'utf8')),
  ];
  for (const html of pages) {
    const els = descendants(parseDocument(html));
    // Leaves first, then every third element from the top, then the rest: memo hits come from
    // descendants asked before and after their ancestors.
    const order = [...els].reverse().filter((_, i) => i % 2 === 0).concat(els.filter((_, i) => i % 3 === 0), els);
    const memo = new SelectorMemo();
    for (const el of order) assert.equal(memo.of(el), selectorOf(el));
  }
});

test('isSourceText holds for text as written and not for text with decoded references', () => {
  const html = '<p>plain words</p><p>fish &amp; chips</p><p>caf&#233;</p>';
  const texts = descendants(parseDocument(html, { withStartIndices: true, withEndIndices: true })).map((p) => p.children[0] as Text);
  assert.deepEqual(texts.map(isSourceText), [true, false, false]);
  for (const t of texts) if (isSourceText(t)) assert.equal(html.slice(t.startIndex!, t.endIndex! + 1), t.data);
  assert.equal(isSourceText((parseDocument('<p>no offsets</p>').children[0] as Element).children[0] as Text), false);
});

test('boundedText: text in order, alts and templates as asked, bounded in characters and nodes, link targets collected', () => {
  const page = buildPage(snapshotFromHtml('<p id=a>Read <img alt="Logo"><img><b>more</b><template>T</template><script>x</script><a href="/X">in</a></p><a id=b>only text</a>', 'https://example.com/'));
  const a = page.index.byId.get('a')![0]!;
  assert.equal(boundedText(a, 300, 100), 'Read morein');
  assert.equal(boundedText(a, 300, 100, { alt: 'given', template: true }), 'Read  Logo moreTin');
  assert.equal(boundedText(a, 300, 100, { alt: 'always' }), 'Read  Logo   morein');
  assert.equal(boundedText(a, 3, 100), 'Read ', 'the last text node whole');
  assert.equal(boundedText(a, 300, 2), 'Read ');
  assert.equal(boundedText(a, 0, 100), '');
  const hrefs: string[] = [];
  boundedText(a, 300, 100, { hrefs });
  assert.deepEqual(hrefs, ['/x']);
  assert.equal(boundedText(page.index.byId.get('b')![0]!, 2, 1), 'only text');
});
