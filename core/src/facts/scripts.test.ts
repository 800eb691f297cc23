import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshotFromParts } from '../snapshot/build.ts';
import { buildPage } from '../engine/page.ts';
import { pageScripts, scriptOf } from './scripts.ts';

const js = (body: string) => ({ headers: { 'content-type': 'text/javascript' }, body });

test('pageScripts lists every script element with its attributes, URL and party', () => {
  const page = buildPage(
    snapshotFromParts({
      url: 'https://www.site.example/',
      html:
        '<script src="/app.js" defer></script><script src="https://cdn.site.example/lib.js" async></script><script src="https://tags.vendor.example/t.js"></script>' +
        '<script type="module">import "./m.js";</script><script nomodule src="/legacy.js"></script><script type="application/ld+json">{}</script>' +
        '<script type="text/plain" data-consent src="https://tags.vendor.example/held.js"></script><noscript><script src="/n.js"></script></noscript>',
      resources: { '/app.js': js('var a = "é";') },
    }),
  );
  const list = pageScripts(page);
  assert.deepEqual(
    list.map((s) => [s.external, String(s.url), s.type, s.isJs, s.module, s.async, s.defer, s.nomodule, s.thirdParty, s.inert].join(' ')),
    [
      'true https://www.site.example/app.js  true false false true false false false',
      'true https://cdn.site.example/lib.js  true false true false false false false',
      'true https://tags.vendor.example/t.js  true false false false false true false',
      'false null module true true false false false false false',
      'true https://www.site.example/legacy.js  true false false false true false false',
      'false null application/ld+json false false false false false false false',
      'true https://tags.vendor.example/held.js text/plain false false false false false true false',
      'true https://www.site.example/n.js  true false false false false false true',
    ],
  );
  assert.equal(scriptOf(page, list[0]!.element), list[0]);
});

test('a script reads its record, its parsed code and its size', () => {
  const page = buildPage(snapshotFromParts({ url: 'https://site.example/', html: '<script src="/app.js"></script><script src="/gone.js"></script><script>let x = 1;</script>', resources: { '/app.js': js('var a = "é";') } }));
  const [app, gone, inline] = pageScripts(page);
  assert.equal(app!.fetched?.url, 'https://site.example/app.js');
  assert.equal(app!.parsed?.origin, 'external');
  assert.equal(app!.size, 13, 'UTF-8 bytes');
  assert.equal(gone!.resource, null);
  assert.equal(gone!.parsed, null);
  assert.equal(gone!.size, null);
  assert.equal(inline!.parsed?.origin, 'inline');
  assert.equal(inline!.size, 10);
});

test('a parser-blocking script is an external classic one without async or defer that runs', () => {
  const page = buildPage(
    snapshotFromParts({
      url: 'https://site.example/',
      html: '<script src="/a.js"></script><script src="/b.js" async></script><script src="/c.js" defer></script><script type="module" src="/d.js"></script><script>1</script><script type="text/plain" src="/e.js"></script><template><script src="/f.js"></script></template>',
    }),
  );
  assert.deepEqual(
    pageScripts(page).map((s) => s.parserBlocking),
    [true, false, false, false, false, false, false],
  );
});
