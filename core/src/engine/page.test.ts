import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshotFromHtml } from '../snapshot/build.ts';
import { buildPage, elementsInOrder, tagRanks } from './page.ts';

const page = buildPage(snapshotFromHtml('<h2 id=a></h2><p id=b></p><h3 id=c><p id=d></p></h3><p id=e></p><h2 id=f></h2>', 'https://example.com/'));
const ids = (els: readonly { attribs: Record<string, string> }[]) => els.map((e) => e.attribs['id']).join('');

test('elementsInOrder merges the tag lists into document order', () => {
  assert.equal(ids(elementsInOrder(page, ['p', 'h2', 'h3'])), 'abcdef');
  assert.equal(ids(elementsInOrder(page, ['h2'])), 'af');
  assert.equal(ids(elementsInOrder(page, ['table'])), '');
  // A copy: the caller may change it without touching the index.
  elementsInOrder(page, ['h2']).pop();
  assert.equal(page.index.byTag.get('h2')?.length, 2);
});

test('tagRanks numbers the tags in order of first appearance', () => {
  const ranks = tagRanks(page);
  assert.ok(ranks.get('h2')! < ranks.get('p')! && ranks.get('p')! < ranks.get('h3')!);
});
