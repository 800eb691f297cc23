// The parser's open-element stack and the tree's depth bound (html.ts, open-stack.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';
import { MAX_TREE_DEPTH, parseHtml } from './html.ts';
import { OpenStack } from './open-stack.ts';

/** The tree as text: names, attributes, text and comments, nested by brackets. */
function shape(root: Document): string {
  const out: string[] = [];
  const visit = (n: AnyNode): void => {
    if (n.type === 'text') out.push(JSON.stringify((n as { data: string }).data));
    else if (n.type === 'comment') out.push(`<!--${(n as { data: string }).data}-->`);
    else if ('children' in n) {
      const el = n as Element;
      out.push(`${el.name ?? n.type}${el.attribs ? JSON.stringify(Object.entries(el.attribs)) : ''}[`);
      for (const c of el.children) visit(c);
      out.push(']');
    } else out.push(n.type);
  };
  for (const c of root.children) visit(c);
  return out.join('');
}

const htmlparser2 = (html: string) => parseDocument(html, { withStartIndices: true, withEndIndices: true, lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });

const MARKUP = [
  '<p>one<p>two<div>three</p>four</div>',
  '<ul><li>a<li>b<ul><li>c</ul><li>d</ul></span></b>',
  '<table><tr><td>1<td>2<tr><td>3</table><dl><dt>t<dd>d<dt>u</dl>',
  '<form><form><input><select><option>a<option>b<optgroup><option>c</select></form></form>',
  '<svg><foreignObject><div><svg><clipPath><circle/></clipPath></svg></div></foreignObject><path/></svg><math><mi><b>x</b></mi></math>',
  '<h1>a<h2>b</h1>c</h2><a href=x>1<a href=y>2</a><ruby>x<rt>1<rp>(</ruby>',
  '<div><span><em>deep</div>after</em></span><br></br></p>',
  '<body><head><link rel=x><script>1</script></head><body>x',
  '<div>' + '<section><article><span>'.repeat(60) + 'text' + '</span></article>'.repeat(30) + '</em>'.repeat(5),
];

test('the tree is the one htmlparser2 builds, for markup shallower than the depth bound', () => {
  for (const html of MARKUP) assert.equal(shape(parseHtml(html).document), shape(htmlparser2(html)), html.slice(0, 60));
});

test('past the depth bound, new elements go beside the current one, as Blink and WebKit build the DOM', () => {
  const n = MAX_TREE_DEPTH + 20;
  const html = Array.from({ length: n }, (_, i) => `<div id=d${i}>`).join('') + '<!--c-->text';
  const { document } = parseHtml(html);
  const byId = new Map<string, Element>();
  let deepest = 0;
  const visit = (el: Element, depth: number): void => {
    deepest = Math.max(deepest, depth);
    if (el.attribs['id']) byId.set(el.attribs['id'], el);
    for (const c of el.children) if (c.type === 'tag') visit(c as Element, depth + 1);
  };
  for (const c of document.children) if (c.type === 'tag') visit(c as Element, 1);
  // 512 open elements: the next goes into the current element; from then on, beside it.
  const last = MAX_TREE_DEPTH - 1;
  assert.equal(byId.get(`d${last}`)!.parent, byId.get(`d${last - 1}`));
  assert.equal(byId.get(`d${last + 1}`)!.parent, byId.get(`d${last}`));
  assert.equal(byId.get(`d${last + 2}`)!.parent, byId.get(`d${last}`));
  assert.equal(byId.get(`d${last + 2}`)!.prev, byId.get(`d${last + 1}`));
  assert.equal(byId.get(`d${n - 1}`)!.parent, byId.get(`d${last}`));
  assert.equal(deepest, MAX_TREE_DEPTH + 1);
  // Text stays in the current element (Blink's rule bounds elements and comments); the comment goes beside it.
  const current = byId.get(`d${n - 1}`)!;
  assert.equal(current.children.length, 1);
  assert.equal(current.children[0]!.type, 'text');
  assert.equal(current.next?.type, 'comment');
});

test('end tags close what they close below the bound, above it too', () => {
  const deep = MAX_TREE_DEPTH + 100;
  const html = `<main>${'<div>'.repeat(deep)}x${'</div>'.repeat(deep)}</main><footer>after</footer>`;
  const { document, diagnostics } = parseHtml(html);
  const main = document.children[0] as Element;
  assert.equal(main.name, 'main');
  assert.equal((document.children[1] as Element).name, 'footer');
  assert.equal(diagnostics.filter((d) => d.kind !== 'duplicate-attribute').length, 0);
});

test('a page that leaves a million elements open parses in linear time, stray end tags included', () => {
  const open = 200_000;
  const html = `${'<div>'.repeat(open)}${'</span>'.repeat(open)}<svg>${'<g>'.repeat(open)}</svg><p>end`;
  const { document, diagnostics } = parseHtml(html);
  assert.ok(document.children.length > 0);
  assert.equal(diagnostics.filter((d) => d.kind === 'stray-end-tag').length, open);
  assert.equal(diagnostics.filter((d) => d.kind === 'implied-end-tag' && d.name === 'div').length, open);
});

test('OpenStack answers as the array it stands in for, at every depth', () => {
  const stack = new OpenStack<string>();
  const model: string[] = [];
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const names = ['a', 'b', 'c', 'div', 'p'];
  for (let step = 0; step < 20_000; step++) {
    // Grows past the depth where counting starts, then shrinks to empty, and again.
    const grow = Math.floor(step / 2_500) % 2 === 0;
    if (random(10) < (grow ? 7 : 3)) {
      const name = names[random(names.length)]!;
      assert.equal(stack.unshift(name), model.unshift(name));
    } else assert.equal(stack.shift(), model.shift());
    assert.equal(stack.depth, model.length);
    assert.equal(stack.length > 0, model.length > 0);
    assert.equal(stack.length > 1, model.length > 1);
    assert.equal(stack[0], model[0]);
    for (const name of [...names, 'x']) {
      assert.equal(stack.indexOf(name), model.indexOf(name), `indexOf ${name} at step ${step}`);
      assert.equal(stack.includes(name), model.includes(name));
    }
    if (step % 500 === 0) for (let i = 0; i <= model.length; i++) assert.equal(stack.fromTop(i), model[i]);
  }
  stack.clear();
  assert.equal(stack.depth, 0);
  assert.equal(stack.length, 0);
  assert.equal(stack.indexOf('a'), -1);
});
