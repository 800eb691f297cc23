// The tree's nodes are made by nodes.ts instead of domhandler's classes: they must be the same
// nodes, property for property, as DomHandler itself builds from the same parse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument } from 'htmlparser2';
import { Comment, Element, Text, type AnyNode, type Document } from 'domhandler';
import { parseHtml } from './html.ts';
import { commentNode, elementNode, textNode } from './nodes.ts';

const HTML = `<!doctype html><html lang=en><head><title>T &amp; t</title><style>p{color:red}</style>
<script>if (a < b) document.write("<p>")</script></head><body><!-- one --><!-- two -->
<p class="a b" data-x='1' CLASS="c" data-x=2>Text <b>bold</b> and &copy; more<br>text</p><table><tr><td>cell</table>
<svg viewBox="0 0 1 1"><path d="M0 0"/></svg><![CDATA[ x ]]><?php echo 1 ?><img src=a.png alt="">
</body></html>`;

function nodes(root: Document): AnyNode[] {
  const out: AnyNode[] = [];
  const visit = (n: AnyNode) => {
    out.push(n);
    if ('children' in n) for (const c of n.children) visit(c);
  };
  for (const c of root.children) visit(c);
  return out;
}

test('the parse builds the nodes DomHandler builds: same keys in order, prototypes, values and links', () => {
  const ours = nodes(parseHtml(HTML).document);
  const theirs = nodes(parseDocument(HTML, { withStartIndices: true, withEndIndices: true, lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true }));
  assert.equal(ours.length, theirs.length);
  const index = (list: AnyNode[], n: AnyNode | null) => (n === null ? -1 : list.indexOf(n));
  for (let i = 0; i < ours.length; i++) {
    const a = ours[i]! as unknown as Record<string, unknown>;
    const b = theirs[i]! as unknown as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(a), Object.getPrototypeOf(b), `node ${i}`);
    assert.deepEqual(Object.keys(a), Object.keys(b), `node ${i} (${String(b['type'])})`);
    for (const key of Object.keys(b)) {
      if (key === 'parent' || key === 'prev' || key === 'next') assert.equal(index(ours, a[key] as AnyNode | null), index(theirs, b[key] as AnyNode | null), `node ${i}.${key}`);
      else if (key === 'attribs') {
        // The same attributes in the same order, in an object without a prototype (see html.ts).
        assert.deepEqual(Object.entries(a[key] as object), Object.entries(b[key] as object), `node ${i}.attribs`);
        assert.equal(Object.getPrototypeOf(a[key]), null, `node ${i}.attribs`);
      } else if (key !== 'children') assert.deepEqual(a[key], b[key], `node ${i}.${key}`);
    }
  }
  assert.ok(ours.some((n) => n instanceof Comment) && ours.some((n) => n instanceof Text) && ours.some((n) => n instanceof Element));
});

test('attribute objects have no prototype: inherited names are not attributes, __proto__ is one', () => {
  const el = parseHtml('<p __proto__="x" data-a=1 constructor>t</p>').document.children[0] as Element;
  assert.equal(Object.getPrototypeOf(el.attribs), null);
  assert.deepEqual(Object.entries(el.attribs), [['__proto__', 'x'], ['data-a', '1'], ['constructor', '']]);
  const plain = parseHtml('<p>t</p>').document.children[0] as Element;
  assert.equal(plain.attribs['toString'], undefined);
  assert.equal('constructor' in plain.attribs, false);
});

test('each constructor makes what the domhandler class makes', () => {
  const pairs: Array<[object, object]> = [
    [elementNode('div', { id: 'a' }), new Element('div', { id: 'a' })],
    [elementNode('script', {}), new Element('script', {})],
    [elementNode('style', {}), new Element('style', {})],
    [textNode('x'), new Text('x')],
    [commentNode('c'), new Comment('c')],
  ];
  for (const [ours, theirs] of pairs) {
    assert.equal(Object.getPrototypeOf(ours), Object.getPrototypeOf(theirs));
    assert.deepEqual(Object.entries(ours), Object.entries(theirs));
  }
  const el = elementNode('a', { href: '/' });
  assert.equal(el.tagName, 'a');
  assert.equal(el.nodeType, 1);
  assert.equal(el.firstChild, null);
});

test('a repeated attribute keeps its first value and is recorded with its element, once per repeat', () => {
  const { document, diagnostics } = parseHtml('<p id=a CLASS=b id=c class=d>x</p><form f f></form><div g=1 g=2 h');
  const p = document.children[0] as Element;
  assert.deepEqual(Object.entries(p.attribs), [['id', 'a'], ['class', 'b']]);
  const form = document.children[1] as Element;
  const dups = diagnostics.filter((d) => d.kind === 'duplicate-attribute').map((d) => [d.name, d.offset, d.element]);
  // The <div> cut off by the end of the document makes no element: its record has none.
  assert.equal(document.children.length, 2);
  assert.deepEqual(dups, [['id', 0, p], ['class', 0, p], ['f', form.startIndex, form], ['g', 51, undefined]]);
});
