import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshotFromHtml, snapshotFromParts } from '../snapshot/build.ts';
import { buildPage } from '../engine/page.ts';
import { FOLD_IMAGES, likelyBelowFold } from './fold.ts';
import { imageOf, imgElements, lcpImage, pageImages } from './images.ts';
import { srcsetCandidates } from './srcset.ts';

const page = (html: string, resources = {}) => buildPage(snapshotFromParts({ url: 'https://site.example/dir/', html, resources }));

test('pageImages lists imgs, image buttons, SVG images and posters, in that order', () => {
  const p = page(
    '<video poster="/p.jpg"></video><svg><image href="/s.png"/></svg><input type="IMAGE" src="/b.png"><input type="text" src="/no.png">' +
      '<img src="a.png"><noscript><img src="/n.png"></noscript><img>',
  );
  const images = pageImages(p);
  assert.deepEqual(
    images.map((i) => `${i.kind}:${i.src}:${i.url}:${i.inert}`),
    [
      'img:a.png:https://site.example/dir/a.png:false',
      'img:/n.png:https://site.example/n.png:true',
      'img:null:null:false',
      'input:/b.png:https://site.example/b.png:false',
      'svg-image:/s.png:https://site.example/s.png:false',
      'poster:/p.jpg:https://site.example/p.jpg:false',
    ],
  );
  assert.equal(imgElements(p).length, 3);
  assert.equal(imageOf(p, images[3]!.element), images[3]);
});

test('an image reads its declared size, hints, record and intrinsic size', () => {
  const p = page('<img src="/hero.jpg" width="640px" height=" 2" loading=" LAZY " fetchpriority="High" decoding="async">', {
    '/hero.jpg': { headers: { 'content-type': 'image/jpeg' }, size: 200_000, image: { type: 'jpg', width: 1600, height: 900 } },
  });
  const img = imgElements(p)[0]!;
  assert.equal(img.declaredWidth, 640);
  assert.equal(img.declaredHeight, 2);
  assert.equal(img.tiny, true);
  assert.deepEqual([img.loading, img.fetchPriority, img.decoding], ['lazy', 'high', 'async']);
  assert.equal(img.fetched?.size, 200_000);
  assert.deepEqual(img.intrinsic, { type: 'jpg', width: 1600, height: 900 });
  assert.equal(img.box, undefined, 'no layout boxes in static mode');
  const missing = imgElements(page('<img src="/gone.jpg">'))[0]!;
  assert.equal(missing.resource, null);
  assert.equal(missing.intrinsic, null);
});

test('srcset is read as HTML parses it: URLs may hold commas, invalid candidates are dropped', () => {
  assert.deepEqual(srcsetCandidates(' /a.png 1x,/b.png 2x ,, c.png'), [
    { url: '/a.png', width: null, density: 1 },
    { url: '/b.png', width: null, density: 2 },
    { url: 'c.png', width: null, density: null },
  ]);
  assert.deepEqual(
    srcsetCandidates('https://res.cdn.example/w_400,h_300/x.jpg 400w, https://res.cdn.example/w_800,h_600/x.jpg 800w').map((c) => `${c.url} ${c.width}`),
    ['https://res.cdn.example/w_400,h_300/x.jpg 400', 'https://res.cdn.example/w_800,h_600/x.jpg 800'],
  );
  assert.deepEqual(srcsetCandidates('a.png 2x 3x, b.png 1.5x'), [{ url: 'b.png', width: null, density: 1.5 }]);
  assert.deepEqual(srcsetCandidates('  '), []);
  assert.deepEqual(srcsetCandidates('data:image/gif;base64,R0lG 1x, x.png 100w 50h, y.png 50h, z.png image(1x)').map((c) => c.url), ['data:image/gif;base64,R0lG', 'x.png']);
  assert.deepEqual(srcsetCandidates('a.png 0w, b.png 1.x, c.png -1x, d.png 2X'), []);
  // A huge attribute is read no further than its first 50 candidates.
  const huge = Array.from({ length: 5000 }, (_, i) => `/img-${i}.png ${i + 1}w`).join(', ');
  assert.equal(srcsetCandidates(huge).length, 50);
});

test('an image in a picture sees its sources, and every URL the browser may pick', () => {
  const p = page('<picture><source type="image/avif" srcset="/a.avif 1x, /a2.avif 2x"><source srcset="/a.webp"><img src="/a.jpg" srcset="/a-2x.jpg 2x"></picture><img src="/b.jpg">');
  const [inPicture, alone] = imgElements(p);
  assert.equal(inPicture!.picture?.name, 'picture');
  assert.equal(inPicture!.sources.length, 2);
  assert.deepEqual(inPicture!.candidateUrls, ['/a.jpg', '/a-2x.jpg', '/a.avif', '/a2.avif', '/a.webp']);
  assert.equal(alone!.picture, null);
  assert.deepEqual(alone!.candidateUrls, ['/b.jpg']);
});

test('positions count content images and text before an image; far ones are below the fold', () => {
  const imgs = Array.from({ length: FOLD_IMAGES + 1 }, (_, i) => `<img src="/${i}.png">`).join('');
  const p = page(`<p>intro</p><img src="/spacer.gif" width="1" height="1">${imgs}<div hidden><img src="/h.png"></div>`);
  const list = imgElements(p);
  assert.deepEqual([list[0]!.position?.imagesBefore, list[0]!.position?.textBefore], [0, 5]);
  assert.equal(list[1]!.position?.imagesBefore, 0, 'a tiny image does not count');
  assert.equal(likelyBelowFold(list[1]!.position), false);
  assert.equal(likelyBelowFold(list[FOLD_IMAGES + 1]!.position), true);
  assert.equal(list[FOLD_IMAGES + 1]!.position!.imagesBefore, FOLD_IMAGES);
  assert.equal(list.at(-1)!.position, undefined, 'a hidden image has no position');
});

test('the likely LCP image: fetchpriority high first, else a large image near the top outside page chrome', () => {
  const wide = { '/hero.jpg': { headers: { 'content-type': 'image/jpeg' }, size: 90_000, image: { type: 'jpg', width: 1200, height: 600 } } };
  assert.equal(lcpImage(page('<header><img src="/logo.png" width="300"></header><main><img src="/icon.png"><img src="/hero.jpg"></main>', wide)).image?.src, '/hero.jpg');
  assert.equal(lcpImage(page('<img src="/a.jpg" width="800"><img src="/b.jpg" fetchpriority="high">')).image?.src, '/b.jpg');
  const none = lcpImage(page('<img src="/small.png" width="50">'));
  assert.equal(none.image, null);
  assert.equal(none.measured, false);
  assert.match(none.reason, /No image near the top/);
});

test('facts are computed once per page', () => {
  const p = buildPage(snapshotFromHtml('<img src="/a.png">'));
  assert.equal(pageImages(p), pageImages(p));
  assert.equal(lcpImage(p), lcpImage(p));
});
