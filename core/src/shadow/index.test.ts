import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage } from '../engine/page.ts';
import { snapshotFromHtml } from '../snapshot/build.ts';
import { accName } from '../a11y/name.ts';
import { isHidden } from '../a11y/info.ts';
import { textContent } from '../dom/index.ts';
import { assignedSlot, flatChildren, flatParent, hasShadowRoots, isShadowRoot, shadowRootOf, shadowTreeOf } from './index.ts';

const HTML = `<!doctype html><html><head><title>t</title></head><body>
<x-button id="b" role="button"><template shadowrootmode="open"><span>Save</span> <slot></slot><slot name="tail">fallback</slot></template>draft</x-button>
<my-card id="c"><template shadowrootmode="open"><h2><slot name="title"></slot></h2><p id="in">Body</p></template><span slot="title">Title</span><i slot="nowhere">lost</i></my-card>
<div id="d"><template shadowrootmode="open">one</template><template shadowrootmode="open">second declaration</template></div>
<a href="#x"><template shadowrootmode="open">not a host</template></a>
<template id="inert"><p>inert</p></template>
</body></html>`;

const page = buildPage(snapshotFromHtml(HTML, 'https://a.test/'));
const byId = (id: string) => page.index.byId.get(id)![0]!;
const tag = (name: string, i = 0) => page.index.byTag.get(name)![i]!;

test('a declarative shadow root is the first shadowrootmode template of an element that can host one', () => {
  assert.equal(hasShadowRoots(page), true);
  const templates = page.index.byTag.get('template')!;
  assert.deepEqual(templates.map(isShadowRoot), [true, true, true, false, false, false]);
  assert.equal(shadowRootOf(page, byId('d')), templates[2]);
  assert.equal(shadowRootOf(page, byId('inert')), null);
});

test('the flat tree: a host holds its shadow tree, a slot the light children it takes', () => {
  const button = byId('b');
  const span = tag('span');
  assert.equal(flatParent(page, span), button, 'the top of a shadow tree sits in its host');
  const [defaultSlot, tailSlot] = page.index.byTag.get('slot')!;
  const draft = button.children.find((c) => c.type === 'text')!;
  assert.equal(assignedSlot(page, draft), defaultSlot);
  assert.equal(flatParent(page, draft), defaultSlot);
  assert.deepEqual(flatChildren(page, defaultSlot!), [draft]);
  assert.equal(flatChildren(page, tailSlot!), tailSlot!.children, 'an empty slot shows its fallback');
  const title = page.index.byTag.get('span')![1]!;
  assert.equal(flatParent(page, title), page.index.byTag.get('slot')![2]);
  const lost = tag('i');
  assert.equal(flatParent(page, lost), null, 'no slot takes it');
  assert.equal(shadowTreeOf(page, byId('in')), shadowRootOf(page, byId('c')));
  assert.equal(shadowTreeOf(page, title), null);
});

test('names, hidden state and text read the shadow tree as drawn', () => {
  assert.equal(accName(byId('b'), page).name, 'Save draft fallback');
  assert.equal(isHidden(page, tag('i')), true, 'a light child no slot takes is not drawn');
  assert.equal(isHidden(page, byId('in')), false, 'a shadow tree is not inert template content');
  assert.equal(isHidden(page, tag('p', 1)), true, 'an inert template still hides its content');
  assert.match(textContent(byId('c')), /Body/);
  assert.doesNotMatch(textContent(page.document.children.find((c) => c.type === 'tag')!), /inert/);
});
