// Grammar verdicts for CSS declaration values, remembered by property and value text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type * as CssTree from 'css-tree';
import { csstree } from './csstree.ts';
import { grammarRejects } from './css-grammar.ts';

const declaration = (text: string) => csstree.parse(text, { context: 'declaration' }) as CssTree.Declaration;

test('a value the property does not accept is rejected, a valid one is not, and asking again gives the same answer', () => {
  for (let round = 0; round < 2; round++) {
    assert.equal(grammarRejects(declaration('display: blocks'), 'display', 'blocks'), true);
    assert.equal(grammarRejects(declaration('display: block'), 'display', 'block'), false);
    assert.equal(grammarRejects(declaration('color: #ff'), 'color', '#ff'), true);
    assert.equal(grammarRejects(declaration('margin: 0 auto'), 'margin', '0 auto'), false);
  }
});

test('matching leaves the stack trace limit as it was, also when the lexer rejects', () => {
  const before = Error.stackTraceLimit;
  grammarRejects(declaration('width: nonsense-value'), 'width', 'nonsense-value');
  assert.equal(Error.stackTraceLimit, before);
});
