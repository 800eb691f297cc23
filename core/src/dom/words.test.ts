import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scanWords, wordCount, wordCountCjk } from './words.ts';

test('wordCount counts runs between white space and no-break spaces', () => {
  assert.equal(wordCount(''), 0);
  assert.equal(wordCount('  \t\n'), 0);
  assert.equal(wordCount('one two\u00a0three\r\nfour\ffive'), 5);
  assert.equal(wordCount('café naïve Straße'), 3);
});

test('scanWords carries a word across two texts', () => {
  const a = scanWords('hello wor', 0);
  assert.equal(a >> 1, 2);
  assert.equal(a & 1, 1);
  // "ld" continues "wor": no new word starts at its first character.
  const b = scanWords('ld again', a & 1);
  assert.equal(b >> 1, 1);
  assert.equal(scanWords('xx abc yy', 0, 3, 6) >> 1, 1);
});

test('wordCountCjk counts CJK characters as half a word each', () => {
  assert.equal(wordCountCjk('日本語の文章'), 3);
  assert.equal(wordCountCjk('Tokyo 東京 station'), 3);
  assert.equal(wordCountCjk('a b c', 2, 5), 2);
});
