import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshotFromHtml, snapshotFromParts } from '../snapshot/build.ts';
import { buildPage } from '../engine/page.ts';
import { capturedReferences, inlineScriptReferences, references, srcsetUrls } from './references.ts';

const summary = (html: string, url = 'https://site.example/') =>
  references(buildPage(snapshotFromHtml(html, url))).map((r) => `${r.initiator}:${r.kind}:${r.attribute ?? '-'}:${r.url}`);

test('references list what the markup names, in a fixed order of element families, http(s) only', () => {
  assert.deepEqual(
    summary(
      '<img src="/a.png"><video src="/v.mp4" poster="/p.jpg"></video><iframe src="/f"></iframe><link rel="stylesheet" href="/s.css">' +
        '<link rel="alternate stylesheet" href="/alt.css"><link rel="preload" href="/font.woff2"><link rel="canonical" href="/c"><script src="/x.js"></script>' +
        '<object data="/o.swf"></object><input type="image" src="/b.png"><img src="data:image/gif,x"><a href="/not-a-resource">x</a>',
    ),
    [
      'script:script:src:https://site.example/x.js',
      'link:stylesheet:href:https://site.example/s.css',
      'link:link:href:https://site.example/alt.css',
      'link:preload:href:https://site.example/font.woff2',
      'iframe:iframe:src:https://site.example/f',
      'embed:embed:data:https://site.example/o.swf',
      'img:image:src:https://site.example/a.png',
      'media:media:src:https://site.example/v.mp4',
      'media:image:poster:https://site.example/p.jpg',
      'input:image:src:https://site.example/b.png',
    ],
  );
});

test('an image without a src is named by its first srcset candidate', () => {
  assert.deepEqual(summary('<img srcset="/a-1x.png 1x, /a-2x.png 2x"><img src="/b.png" srcset="/b-2x.png 2x">'), ['img:image:srcset:https://site.example/a-1x.png', 'img:image:src:https://site.example/b.png']);
  assert.deepEqual(srcsetUrls(' /a.png 1x,/b.png 2x ,, c.png'), ['/a.png', '/b.png', 'c.png']);
});

test('a script an inline snippet loads is a reference of the inline script; a URL in data is not', () => {
  const page = buildPage(snapshotFromHtml('<script>var s=document.createElement("script");s.src="https://tags.vendor.example/t.js";var cfg={home:"https://other.example/"};</script>', 'https://site.example/'));
  assert.deepEqual(references(page), []);
  const refs = inlineScriptReferences(page);
  assert.deepEqual(refs.map((r) => `${r.initiator}:${r.kind}:${r.url}:${r.element?.name}`), ['inline-script:other:https://tags.vendor.example/t.js:script']);
  assert.equal(refs[0]!.thirdParty, true);
});

test('parties: another registrable domain is a third party, with its entity; subdomains are the page', () => {
  const page = buildPage(snapshotFromHtml('<script src="https://cdn.site.example/a.js"></script><script src="https://www.google-analytics.com/analytics.js"></script><script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>', 'https://www.site.example/'));
  const [own, ga, gtag] = references(page);
  assert.equal(own!.thirdParty, false);
  assert.equal(own!.domain, 'site.example');
  assert.equal(own!.entity, null);
  assert.equal(ga!.thirdParty, true);
  assert.equal(ga!.entity?.name, 'Google Analytics');
  // The Google tag is served from Tag Manager's host but loads the product its id names.
  assert.equal(gtag!.entity?.name, 'Google Analytics');
  assert.equal(gtag!.path, '/gtag/js');
});

test('inert, connect-only and noscript references are marked, not dropped', () => {
  const page = buildPage(
    snapshotFromHtml('<script type="text/plain" src="/held.js"></script><link rel="preconnect" href="https://fonts.example/"><noscript><img src="/pixel.gif"></noscript>', 'https://site.example/'),
  );
  const [held, pre, pixel] = references(page);
  assert.deepEqual([held!.inert, held!.connectOnly, held!.inNoscriptOrTemplate], [true, false, false]);
  assert.deepEqual([pre!.inert, pre!.connectOnly], [false, true]);
  assert.deepEqual([pixel!.inert, pixel!.inNoscriptOrTemplate], [false, true]);
});

test('captured requests are references of their own, one per URL, with their fetched record', () => {
  const page = buildPage(
    snapshotFromParts({
      url: 'https://site.example/',
      html: '<script src="/a.js"></script>',
      resources: { '/a.js': { body: 'x', role: 'script' }, 'https://beacon.example/b': { body: '', role: 'other' }, '/robots.txt': { body: '', role: 'robots' } },
    }),
  );
  const refs = [...references(page), ...capturedReferences(page)];
  assert.deepEqual(refs.map((r) => `${r.initiator}:${r.kind}:${r.url}`), ['script:script:https://site.example/a.js', 'fetched:script:https://site.example/a.js', 'fetched:other:https://beacon.example/b']);
  assert.equal(refs[0]!.resource?.state, 'ok');
  assert.equal(refs[0]!.resource, refs[1]!.resource);
});
