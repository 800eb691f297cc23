import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, hidesByMarkup, registrableDomain, snapshotFromHtml } from '@pagegrade/core';
import { runRule } from '@pagegrade/core/testing';
import { linksOf, linkText } from './links.ts';
import { hiddenRanges } from './ranges.ts';
import linkTextRule from '../rules/link-text.ts';
import crawlable from '../rules/crawlable-anchors.ts';
import structuredData from '../rules/structured-data-present.ts';
import sessionIds from '../rules/session-ids.ts';

const HREFS = [
  '/', '#top', '?q=1', 'page.html#x', 'https://Example.COM:8443/a', 'http://user:p%40ss@shop.example.com/x', 'https://u@h.example.org/',
  'http://[::1]:8080/p', 'http://[2001:db8::1]/', 'https://bücher.example/', 'https://xn--bcher-kva.example/a b', 'mailto:a@example.com',
  'javascript:void(0)', 'tel:+441234', 'https://sub.example.com./x', 'http://192.168.0.1:80/', '//cdn.example.net/lib.js', 'https://example.com/dir/',
  'https://example.com/dir/#frag', 'http://a:b@[::1]:1/', 'https://h.example:/empty-port', 'http://exa mple.com/',
];

test('linksOf classifies links as parsing each URL would', () => {
  const html = HREFS.map((h) => `<a href="${h}">x</a>`).join('') + '<area href="/map"><a>no href</a>';
  const page = buildPage(snapshotFromHtml(html, 'https://example.com/dir/'));
  const links = linksOf(page);
  assert.equal(links.length, HREFS.length + 1);
  for (const l of links) {
    const abs = page.resolveUrl(l.href);
    assert.equal(l.resolved, abs);
    const u = abs ? new URL(abs) : null;
    const http = !!u && (u.protocol === 'http:' || u.protocol === 'https:');
    assert.equal(l.url, http ? u!.href : null, l.href);
    assert.equal(l.parsed?.href ?? null, http ? u!.href : null, l.href);
    assert.equal(l.internal, http && registrableDomain(u!.hostname) === 'example.com', l.href);
    assert.equal(l.samePage, http && u!.href.split('#')[0] === 'https://example.com/dir/', l.href);
  }
  assert.equal(linksOf(page), links, 'cached per page');
});

test('linkText of a single text node and of nested content', () => {
  const page = buildPage(snapshotFromHtml('<a id="a">  Read\n  more </a><a id="b"><img alt="Logo"> Home <script>x</script><span>now</span></a><a id="c"></a>', 'https://example.com/'));
  const el = (id: string) => page.index.byId.get(id)![0]!;
  assert.equal(linkText(el('a')), 'Read more');
  assert.equal(linkText(el('b')), 'Logo Home now');
  assert.equal(linkText(el('c')), '');
});

test('linksOf keeps the text of a link whose only child is a text node', () => {
  const page = buildPage(snapshotFromHtml('<a href="/a">  Read\n more </a><a href="/b"><b>Home</b></a><a href="/c"></a><a href="/d">x<!-- c --></a>', 'https://example.com/'));
  assert.deepEqual(linksOf(page).map((l) => l.onlyText), ['  Read\n more ', null, null, null]);
});

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
