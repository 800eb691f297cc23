import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshotFromHtml } from '../snapshot/build.ts';
import { buildPage } from '../engine/page.ts';
import { registrableDomain } from '../web/third-party.ts';
import { pageLinks, linkText } from './links.ts';

const HREFS = [
  '/', '#top', '?q=1', 'page.html#x', 'https://Example.COM:8443/a', 'http://user:p%40ss@shop.example.com/x', 'https://u@h.example.org/',
  'http://[::1]:8080/p', 'http://[2001:db8::1]/', 'https://bücher.example/', 'https://xn--bcher-kva.example/a b', 'mailto:a@example.com',
  'javascript:void(0)', 'tel:+441234', 'https://sub.example.com./x', 'http://192.168.0.1:80/', '//cdn.example.net/lib.js', 'https://example.com/dir/',
  'https://example.com/dir/#frag', 'http://a:b@[::1]:1/', 'https://h.example:/empty-port', 'http://exa mple.com/',
];

test('pageLinks classifies links as parsing each URL would', () => {
  const html = HREFS.map((h) => `<a href="${h}">x</a>`).join('') + '<area href="/map"><a>no href</a>';
  const page = buildPage(snapshotFromHtml(html, 'https://example.com/dir/'));
  const links = pageLinks(page);
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
  assert.equal(pageLinks(page), links, 'cached per page');
});

test('linkText of a single text node and of nested content', () => {
  const page = buildPage(snapshotFromHtml('<a id="a">  Read\n  more </a><a id="b"><img alt="Logo"> Home <script>x</script><span>now</span></a><a id="c"></a>', 'https://example.com/'));
  const el = (id: string) => page.index.byId.get(id)![0]!;
  assert.equal(linkText(el('a')), 'Read more');
  assert.equal(linkText(el('b')), 'Logo Home now');
  assert.equal(linkText(el('c')), '');
});

test('pageLinks keeps the text of a link whose only child is a text node', () => {
  const page = buildPage(snapshotFromHtml('<a href="/a">  Read\n more </a><a href="/b"><b>Home</b></a><a href="/c"></a><a href="/d">x<!-- c --></a>', 'https://example.com/'));
  assert.deepEqual(pageLinks(page).map((l) => l.onlyText), ['  Read\n more ', null, null, null]);
});
