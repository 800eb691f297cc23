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

test('serialisedHost answers a URL that shares the last accepted authority as a fresh scan would', () => {
  // Each pair: an accepted URL, then one that starts like it. The second answer must not depend on
  // the first having been read.
  const pairs: Array<[string, string]> = [
    ['https://cdn.example.org/a.js', 'https://cdn.example.org/b.css?x#y'],
    ['https://cdn.example.org/a.js', 'https://cdn.example.org.evil.example/a.js'],
    ['https://cdn.example.org/a.js', 'https://cdn.example.orgx/'],
    ['https://cdn.example.org:8443/a.js', 'https://cdn.example.org:8443/b'],
    ['https://cdn.example.org:8443/a.js', 'https://cdn.example.org:844/b'],
    ['https://cdn.example.org/a.js', 'https://cdn.example.org:8443/a.js'],
    ['https://cdn.example.org/a.js', 'http://cdn.example.org/a.js'],
    ['https://cdn.example.org/a.js', 'https://u@cdn.example.org/a.js'],
    ['https://cdn.example.org?q', 'https://cdn.example.org?r'],
    ['https://a.example/', 'https://a.example/\\b.example/'],
  ];
  for (const [first, second] of pairs) {
    serialisedHost('https://reset.example/');
    const fresh = serialisedHost(second);
    serialisedHost(first);
    assert.equal(serialisedHost(second), fresh, `${second} after ${first}`);
    if (fresh !== null) assert.equal(fresh, new URL(second).hostname, second);
  }
});

test('page.resolveUrl (with its string fast path) returns what the URL parser returns', async () => {
  const { buildPage, snapshotFromHtml } = await import('../index.ts');
  const { resolveSerialised } = await import('./href.ts');
  const refs = [
    '/', '#top', '?q=1', 'page.html#x', '/a/./b', '/a/%2E%2e/b', '/.x', '/a?b=/./c#/../d', '/a b', '/a\\b', '/%zz', '/é', "/q?a='b'", '/p?`x`#`y`', '/{x}',
    '/a^b', '/a|b', '#a b', '#x#y?z', '//cdn.example.net/x', '/\\evil.example/', 'https://example.com', 'https://example.com?q', 'https://example.com:443/',
    'https://EXAMPLE.com/', 'https://1.2.3.4/', 'https://a..b/', 'https://example.com/a/../b', 'https://example.com./x', 'https://xn--bcher-kva.example/',
    'http://exa mple.com/', 'https://u@h.example/', ' /x', '/x ', '\t/x', 'mailto:a@example.com', 'javascript:void(0)', 'HTTPS://example.com/',
  ];
  // A seeded generator: deterministic random references built from the characters that matter.
  let seed = 42;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
  const alphabet = ['/', '.', '%', '2', 'e', 'E', '#', '?', 'a', 'b', ' ', '\\', ':', '@', 'h', 'https://', 'http://', 'x.example', '..', '%2e', '~', '|', 'é', '\t'];
  for (let i = 0; i < 3000; i++) {
    let r = '';
    const n = 1 + Math.floor(next() * 8);
    for (let k = 0; k < n; k++) r += alphabet[Math.floor(next() * alphabet.length)]!;
    refs.push(r);
  }
  let fast = 0;
  for (const base of ['https://example.com/dir/x?q#f', 'http://u:p@h.example:8080/a/b', 'about:blank', 'file:///tmp/x.html', 'not a url']) {
    const page = buildPage(snapshotFromHtml('<p>x</p>', base));
    for (const ref of refs) {
      let expected: string | null;
      try {
        expected = new URL(ref.trim(), page.baseUrl).href;
      } catch {
        expected = null;
      }
      assert.equal(page.resolveUrl(ref), expected, `${JSON.stringify(ref)} on ${base}`);
    }
    const origin = base.startsWith('http') ? new URL('/', base).href.slice(0, -1) : null;
    const doc = URL.canParse(base) ? new URL('#', base).href.slice(0, -1) : null;
    for (const ref of refs) if (resolveSerialised(ref, origin, doc) !== null) fast++;
  }
  assert.ok(fast > 100, `the fast path answers for the common shapes (${fast})`);
});
