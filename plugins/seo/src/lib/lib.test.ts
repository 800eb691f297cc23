import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, hidesByMarkup, snapshotFromHtml } from '@pagegrade/core';
import { runRule } from '@pagegrade/core/testing';
import { hiddenRanges } from './ranges.ts';
import linkTextRule from '../rules/link-text.ts';
import crawlable from '../rules/crawlable-anchors.ts';
import structuredData from '../rules/structured-data-present.ts';
import sessionIds from '../rules/session-ids.ts';

test('link-text finds generic texts behind decoration and case', () => {
  const findings = (html: string) => runRule(linkTextRule, html).findings.length;
  assert.equal(findings('<a href="/a">Read more »</a><a href="/b">« MORE</a><a href="/c">Learn more…</a><a href="/d"> ›› click here</a>'), 3, 'a leading › is not stripped: "›› click here" stays non-generic');
  assert.equal(findings('<a href="/a">→ Continue reading →</a>'), 0, 'only a leading ← is stripped');
  assert.equal(findings('<a href="/a">Read more about our pricing</a><a href="/b">»»</a><a href="/c">123</a>'), 0);
  assert.equal(findings('<a href="/a">ﬁnd out more</a><a href="/b">—Details—</a>'), 1);
});

test('hidden ranges: hidden, aria-hidden and inline styles as a browser reads them', () => {
  const page = buildPage(snapshotFromHtml(
    '<p id="a" style="DISPLAY : None"></p><p id="b" style="visibility:\n hid den"></p><p id="c" style="display:block;content:none"></p><p id="d" hidden></p><p id="e" aria-hidden="true"></p><p id="f" style="dis play: no ne"></p><p id="g" style="opacity:0"></p>',
    'https://example.com/',
  ));
  const hides = (id: string) => hidesByMarkup(page.index.byId.get(id)![0]!);
  // "hid den" and "no ne" are not CSS keywords: a browser drops those declarations and shows the element.
  assert.deepEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(hides), [true, false, false, true, true, false, false]);
  const ranges = hiddenRanges(page);
  assert.equal(ranges.size, 3);
  assert.equal(ranges.contains(page.index.byId.get('g')![0]!), false);
});

test('crawlable-anchors: javascript: hrefs and script-only links, spaces and case', () => {
  const result = runRule(crawlable, '<a href=" JavaScript:go()">a</a><a href=" # " onclick="go()">b</a><a href="#">c</a><a href="https://a.example/">d</a>');
  assert.equal(result.outcome, 'fail');
  assert.equal(result.findings.length, 2);
  assert.match(result.findings[0]!.detail, /javascript: href/);
  assert.match(result.findings[1]!.detail, /href="#" with onclick/);
});

test('structured-data-present counts each element once', () => {
  const result = runRule(structuredData, '<div itemscope itemtype="https://schema.org/Thing" typeof="Thing"></div><div typeof="Person" vocab="https://schema.org/"></div><p vocab="https://schema.org/"></p><span itemscope></span>');
  assert.equal(result.outcome, 'pass');
  assert.equal(result.findings[0]!.detail, '1 microdata item, 2 RDFa elements.');
});

test('session-ids finds ids in the query and in path parameters of internal links only', () => {
  const html = '<a href="/a?PHPSESSID=1">a</a><a href="/b;jsessionid=2">b</a><a href="/(S(x))/c">c</a><a href="https://other.example/?sid=1">d</a><a href="/d#?sid=1">e</a><a href="/e?q=1">f</a>';
  const result = runRule(sessionIds, { html, url: 'https://example.com/' });
  assert.equal(result.outcome, 'fail');
  assert.deepEqual(result.findings.map((f) => /\(([^)]*(?:\)[^)]*)?)\)/.exec(f.detail)?.[1]), ['PHPSESSID', 'jsessionid (path parameter)', 'ASP.NET cookieless session (S(…)']);
});
