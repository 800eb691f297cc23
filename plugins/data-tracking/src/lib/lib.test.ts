import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, snapshotFromHtml } from '@pagegrade/core';
import { boundedText, isCookieSettingsControl, isPrivacyLink, linksAndButtons, mentionsPrivacy, scan } from './links.ts';
import { hostIs, pageRefs, type Ref } from './refs.ts';
import { activeTrackers, FINGERPRINT_LIBS, listMatch, SESSION_REPLAY, VISITOR_IDENTIFICATION } from './trackers.ts';
import { formFields } from './forms.ts';
import type { Element } from 'domhandler';

test('references keep host and path of their URL', () => {
  const page = buildPage(snapshotFromHtml('<script src="//CDN.Example.org:8443/lib/a.js?x#y"></script><img src="/p.gif"><script>var s="https://t.example.net/t.js?id=1"; var e=document.createElement("script"); e.src=s;</script>', 'https://site.example/dir/'));
  const refs = pageRefs(page);
  assert.deepEqual(refs.map((r) => [r.host, r.path]), [
    ['cdn.example.org', '/lib/a.js'],
    ['t.example.net', '/t.js'],
    ['site.example', '/p.gif'],
  ]);
  for (const r of refs) {
    const u = new URL(r.url);
    assert.equal(r.host, u.hostname.toLowerCase());
    assert.equal(r.path, u.pathname);
  }
});

test('word matching finds words anywhere, including at the end and in non-Latin scripts', () => {
  for (const s of ['privacy', 'our privacy policy', 'xprivacy', '/datenschutz', 'la protection des données', '個人情報の取り扱い', 'プライバシー', 'x gdpr']) assert.ok(mentionsPrivacy(s), s);
  for (const s of ['', 'p', 'privac', 'priv acy', 'imprint', 'contact', 'dat', 'g']) assert.ok(!mentionsPrivacy(s), s);
});

test('boundedText is the text scan() collects, and labels are normalised and lower-cased', () => {
  const page = buildPage(
    snapshotFromHtml(
      '<a href="/A">  Privacy\n\n Policy </a><a href="/b"><img alt="Logo">Home <b>Page</b><script>x</script></a><a href="/c" title="T"> X </a><a href="/d" aria-label="">Y\u00a0</a><area href="/e" alt="Map ALT"><button>A  B</button>',
      'https://site.example/',
    ),
  );
  for (const el of [...page.index.byTag.get('a')!, ...page.index.byTag.get('button')!]) {
    for (const [max, nodes] of [[300, 2000], [3, 2000], [300, 1]]) assert.equal(boundedText(el, max!, nodes), scan(el, max!, nodes!).text);
  }
  assert.deepEqual(linksAndButtons(page).map((l) => [l.label, l.href]), [
    ['privacy policy', '/a'],
    ['logo home page', '/b'],
    ['x t', '/c'],
    ['y', '/d'],
    ['a b', ''],
    ['map alt', '/e'],
  ]);
});

test('links are judged as from their normalised, lower-cased label and href, whatever their case and white space', () => {
  const cases: Array<[html: string, privacy: boolean, cookie: boolean]> = [
    ['<a href="/x">PRIVACY</a>', true, false],
    ['<a href="/x">Pri<b>vacy</b></a>', true, false],
    ['<a href="/x">Ochrona\n\t danych</a>', true, false],
    ['<a href="/x">DATI PERSONAL\u0130</a>', true, false],
    ['<a href="/x" title="Do not"> x </a>', false, false],
    ['<a href="/x">Do not\n sell</a>', false, true],
    ['<a href="/x">Coo\u212Aie settings</a>', false, true],
    ['<a href="/x">Cook\u0130e settings</a>', false, false],
    ['<a href="HTTPS://X.EXAMPLE/PRIVACY">Legal</a>', true, false],
    ['<a href="JavaScript:Cookiebot.renew()">Settings</a>', false, true],
    ['<a href="/COOKIES">Accept all</a>', false, false],
    ['<a href="/COOKIES">Settings</a>', false, true],
    ['<a href="/cook\u0130e">Settings</a>', false, false],
    ['<button>Cookie\u00a0Settings</button>', false, true],
    ['<area href="/x" alt="Privacy">', true, false],
    ['<a href="/x" rel="Nofollow  Privacy-Policy">Legal</a>', true, false],
    ['<button rel="privacy-policy">Privacy</button>', false, false],
  ];
  for (const [html, privacy, cookie] of cases) {
    const page = buildPage(snapshotFromHtml(html, 'https://site.example/'));
    const [l] = linksAndButtons(page);
    assert.equal(isPrivacyLink(l!), privacy, `privacy: ${html}`);
    assert.equal(isCookieSettingsControl(l!, null), cookie, `cookie: ${html}`);
  }
});

test('references from one origin after another keep their own host and facts', () => {
  // pageRefs reuses the host of the previous reference when the URL starts with its origin.
  const srcs = ['https://a.example/x.png', 'https://a.example/y.png', 'https://a.example.net/z.png', 'https://a.example:8080/p.png', 'https://u@a.example/q.png', 'https://a.example/', 'http://a.example/r.png', '/own.png'];
  const page = buildPage(snapshotFromHtml(srcs.map((s) => `<img src="${s}">`).join(''), 'https://a.example/'));
  const refs = pageRefs(page);
  assert.equal(refs.length, srcs.length);
  for (const r of refs) {
    assert.equal(r.host, new URL(r.url).hostname, r.url);
    assert.equal(r.thirdParty, r.host !== 'a.example', r.url);
  }
});

test('listMatch finds the first item by domain or path, as a scan of the list would', () => {
  const naive = <T extends { domains: string[]; path?: RegExp }>(list: T[], r: Ref) => list.find((item) => item.domains.some((d) => hostIs(r.host, d)) || (item.path?.test(r.path) ?? false));
  const hosts = ['hotjar.com', 'static.hotjar.com', 'xhotjar.com', 'hotjar.com.evil.example', 'mc.yandex.ru', 'yandex.ru', 'a.b.fpjs.io', 'cdn.example', 'com', '', 'lr-in.com', 'x.lr-in-prod.com', 'snitcher.com.', 'ws.zoominfo.com'];
  const paths = ['/', '/npm/@fingerprintjs/fingerprintjs@3/dist/fp.min.js', '/js/clientjs/client.min.js', '/evercookie.min.js', '/x.js'];
  for (const host of hosts) {
    for (const path of paths) {
      // listMatch rules path patterns out on the URL before it reads the path: a query that
      // matches one must not count.
      for (const query of ['', '?next=/evercookie.js']) {
        const r = { host, path, url: `https://${host}${path}${query}` } as Ref;
        for (const list of [SESSION_REPLAY, FINGERPRINT_LIBS, VISITOR_IDENTIFICATION] as Array<Array<{ name: string; domains: string[]; path?: RegExp }>>) {
          assert.equal(listMatch(list, r)?.name, naive(list, r)?.name, `${host}${path}${query}`);
        }
      }
    }
  }
});

test('form fields are classified per owner form in document order', () => {
  const page = buildPage(snapshotFromHtml(
    '<form id="a"><select name="country"></select><div><input name="email"><textarea name="msg"></textarea></div><input type="password" name="pw"></form>' +
      '<input name="first_name" form="a"><textarea form="b"></textarea><form id="b"><p><input type="tel"></p></form><input name="orphan">',
    'https://site.example/',
  ));
  const [a, b] = ['a', 'b'].map((id) => page.index.byId.get(id)![0]!);
  const names = (els: Element[]) => els.map((e) => e.attribs['name'] ?? e.name);
  const fa = formFields(page, a!);
  assert.deepEqual(names(fa.user), ['country', 'email', 'msg', 'pw', 'first_name']);
  assert.deepEqual(fa.personal, ['email', 'first_name']);
  assert.deepEqual(names(fa.passwords), ['pw']);
  assert.deepEqual(names(formFields(page, b!).user), ['textarea', 'input']);
  assert.deepEqual(formFields(page, b!).personal, ['tel']);
});

test('form fields deep in the tree are classified the same (walk instead of ancestor search)', () => {
  // 20 fields under 200 nested elements: fields × depth exceeds the ancestor-search budget.
  const deep = '<div>'.repeat(200);
  const fields = Array.from({ length: 20 }, (_, i) => (i % 2 ? `<input name="email${i}">` : `<select name="s${i}"></select>`)).join('');
  const page = buildPage(snapshotFromHtml(`<form id="a">${deep}${fields}${'</div>'.repeat(200)}</form><input name="phone" form="a">`, 'https://site.example/'));
  assert.ok(page.index.maxDepth * 21 > 4 * page.index.elementCount);
  const fa = formFields(page, page.index.byId.get('a')![0]!);
  assert.deepEqual(fa.user.map((e) => e.attribs['name']), [...Array.from({ length: 20 }, (_, i) => (i % 2 ? `email${i}` : `s${i}`)), 'phone']);
  assert.deepEqual(fa.personal, [...Array.from({ length: 10 }, (_, i) => `email${2 * i + 1}`), 'phone']);
});

test('an inline script loads only the URLs it requests, not every URL its text holds', () => {
  const html = [
    // Requested: a snippet's IIFE argument, a src assignment, a fetch, a src in HTML it writes.
    `<script>!function(f,b,e,v){t=b.createElement(e);t.async=!0;t.src=v;b.head.appendChild(t)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');</script>`,
    `<script>var j=document.createElement('script');j.src='https://www.googletagmanager.com/gtm.js?id='+'GTM-X';fetch('https://api.segment.io/v1/p');</script>`,
    `<script>document.write('<img src="https://px.ads.linkedin.com/collect?pid=1" alt="">');</script>`,
    `<script>document.write('<link rel=\\"stylesheet\\" href=\\"http://cloud.typography.com/1/2/css/fonts.css\\">');</script>`,
    // Not requested: a JSON state blob, a config object, share links written as HTML, a comparison, a name with no way to load it.
    `<script>window.__STATE__={"pixel":"https://bat.bing.com/bat.js","list":["https://static.hotjar.com/c/hotjar-1.js"]};</script>`,
    `<script>var share='<a href="https://www.pinterest.com/pin/create/button/">Pin</a>'; if (location.href === 'https://mc.yandex.ru/metrika/tag.js') {}</script>`,
    `<script>var cfg = 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js';</script>`,
    // Preconnect requests nothing.
    `<link rel="preconnect" href="https://www.google-analytics.com">`,
  ].join('');
  const page = buildPage(snapshotFromHtml(html, 'https://site.example/'));
  const loaded = pageRefs(page).filter((r) => r.initiator === 'inline-script').map((r) => r.host);
  assert.deepEqual(loaded, ['connect.facebook.net', 'www.googletagmanager.com', 'api.segment.io', 'px.ads.linkedin.com', 'cloud.typography.com']);
  assert.deepEqual(activeTrackers(page).map((t) => t.ref.host), ['connect.facebook.net', 'api.segment.io', 'px.ads.linkedin.com']);
});
