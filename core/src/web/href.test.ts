import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hrefHasQuery, hrefHost, hrefPath, serialisedHost } from './href.ts';

const HREFS = [
  'https://example.com/',
  'http://Example.COM:8080/a/b?c=d#e',
  'https://user:p%40ss@cdn.example.org:443/x.js?v=1',
  'https://u@h.example/',
  'http://[::1]:8080/p?',
  'http://[2001:db8::1]/',
  'https://h.example?#frag',
  'https://h.example/#a?b',
  'https://h.example/p?#',
  'https://h.example/p??',
  'https://xn--bcher-kva.example/ü?q=ä',
  'https://bücher.example/a b',
  'http://1.2.3.4/',
  'http://0x7f.1/',
  'https://h.example/a%2Fb/../c;p?q=/x@y:z',
  'https://h.example:/empty-port',
  'https://h.example/path#',
];

test('hrefHost, hrefPath and hrefHasQuery read what the URL parser would', () => {
  for (const raw of HREFS) {
    const u = new URL(raw);
    assert.equal(hrefHost(u.href), u.hostname, u.href);
    assert.equal(hrefPath(u.href), u.pathname, u.href);
    assert.equal(hrefHasQuery(u.href), u.search.length > 1, u.href);
  }
});

test('serialisedHost reads the host or leaves it to the parser, for raw input too', () => {
  const raw = ['HTTPS://Example.com/', 'https://EXAMPLE.com', 'https://exa\nmple.com/', 'https://a..b/', 'https://h.example\\p', 'https://h.example:8a/', 'ftp://h.example/', ' https://h.example/', 'https://1.2.3.4/', 'https://xn--bcher-kva.example/'];
  for (const url of [...HREFS.map((h) => new URL(h).href), ...raw]) {
    const host = serialisedHost(url);
    if (host !== null) assert.equal(host, new URL(url).hostname, url);
  }
  assert.equal(serialisedHost('https://cdn.example.org:8443/a.js'), 'cdn.example.org');
  assert.equal(serialisedHost('HTTPS://Example.com/'), null);
});
