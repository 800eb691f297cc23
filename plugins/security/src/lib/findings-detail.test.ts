// Every finding the engine keeps carries its full detail, however many come before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runRule } from '@pagegrade/core/testing';
import mixedPassive from '../rules/mixed-content-passive.ts';
import formAction from '../rules/form-action-http.ts';

test('the 150th mixed-content finding names its image', () => {
  const html = Array.from({ length: 150 }, (_, i) => `<img src="http://img.example.net/${i}.png" alt="">`).join('');
  const result = runRule(mixedPassive, { html }, { maxFindings: 200 });
  assert.equal(result.findings.length, 150);
  assert.match(result.findings[149]!.detail, /loads http:\/\/img\.example\.net\/149\.png over HTTP/);
  assert.ok(result.findings.every((f) => f.detail !== 'Further occurrence.'));
});

test('the 120th insecure form action names its target', () => {
  const html = Array.from({ length: 120 }, (_, i) => `<form action="http://forms.example.net/${i}"><button>Go</button></form>`).join('');
  const result = runRule(formAction, { html }, { maxFindings: 500 });
  assert.match(result.findings[119]!.detail, /submits to http:\/\/forms\.example\.net\/119 over HTTP/);
});
