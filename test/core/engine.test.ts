import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defineRule, buildPage, runRules, snapshotFromHtml, snapshotFromParts, resolveSnapshot, definePlugin, collectRules, formerIdMap, MAX_TREE_DEPTH, type Rule } from '@pagegrade/core';
import { runRule } from '@pagegrade/core/testing';

const meta = { dimension: 'codeQuality' as const, title: 'A test rule passes', failureTitle: 'A test rule fails', description: 'Test rule.', why: 'Testing the engine.', fix: 'Nothing to fix.', impact: 'minor' as const, tags: [] as string[] };

test('rules subscribe to one walk: elements, exits, text, CSS and JS in order', () => {
  const seen: string[] = [];
  const rule = defineRule({
    ...meta,
    id: 'test/order',
    create: () => ({
      element: { '*': (el) => seen.push(`<${el.name}>`) },
      elementExit: { p: (el) => seen.push(`</${el.name}>`) },
      text: (t) => t.data.trim() && seen.push(`"${t.data.trim()}"`),
      cssDeclaration: (d) => seen.push(`css:${d.property}`),
      js: { Identifier: (n) => seen.push(`js:${n.name}`) },
    }),
  });
  runRule(rule, '<p>hi</p><style>a{color:red}</style><script>foo</script>');
  assert.deepEqual(seen.filter((x) => !['<html>', '<head>', '<body>'].includes(x)), ['<p>', '"hi"', '</p>', '<style>', '<script>', 'css:color', 'js:foo']);
  assert.ok(seen.indexOf('<p>') < seen.indexOf('"hi"'));
  assert.ok(seen.indexOf('"hi"') < seen.indexOf('</p>'));
  assert.ok(seen.indexOf('</p>') < seen.indexOf('css:color'));
  assert.ok(seen.indexOf('css:color') < seen.indexOf('js:foo'));
});

test('findings point at the element with selector, line and column', () => {
  const rule = defineRule({ ...meta, id: 'test/img', create: (ctx) => ({ element: { img: (el) => ctx.report(el, 'bad image') } }) });
  const r = runRule(rule, '<html><body>\n<div>\n  <img src="a.png">\n</div></body></html>');
  assert.equal(r.outcome, 'fail');
  assert.deepEqual(r.findings[0], { selector: 'html > body > div > img', line: 3, column: 3, detail: 'bad image', snippet: '<img src="a.png">' });
});

test('a snippet is the start tag, quotes and all, squashed and cut to 120 characters', () => {
  const rule = defineRule({ ...meta, id: 'test/a', create: (ctx) => ({ element: { a: (el) => ctx.report(el, 'link') } }) });
  const r = runRule(rule, `<p><a href="/x?a>b"\n   title='q "1"'>text</a><a class="${'c'.repeat(300)}">long</a></p>`);
  assert.equal(r.findings[0]!.snippet, `<a href="/x?a>b" title='q "1"'>`);
  assert.equal(r.findings[1]!.snippet!.length, 120);
  assert.ok(r.findings[1]!.snippet!.endsWith('…'));
});

test('CSS and JS findings carry document positions', () => {
  const rule = defineRule({
    ...meta,
    id: 'test/pos',
    create: (ctx) => ({
      cssDeclaration: (d, sheet) => d.property === 'color' && ctx.report({ stylesheet: sheet, node: d }, 'colour'),
      js: { DebuggerStatement: (n, script) => ctx.report({ script, offset: n.start }, 'debugger') },
    }),
  });
  const r = runRule(rule, '<style>\na { color: red }\n</style>\n<script>\nvar a;\ndebugger;\n</script>');
  assert.equal(r.findings[0]!.line, 2);
  assert.equal(r.findings[0]!.column, 5);
  assert.equal(r.findings[1]!.line, 6);
  assert.equal(r.findings[0]!.snippet, 'a { color: red }');
  assert.equal(r.findings[1]!.snippet, 'debugger;');
});

test('a finding in a long line of a fetched file shows the stretch around its position', () => {
  const rule = defineRule({ ...meta, id: 'test/css', create: (ctx) => ({ cssDeclaration: (d, sheet) => d.property === 'color' && ctx.report({ stylesheet: sheet, node: d }, 'colour') }) });
  const css = `${'.a{margin:0}'.repeat(100)}.b{color:red}${'.c{padding:0}'.repeat(100)}`;
  const r = runRule(rule, { url: 'https://example.com/', html: '<link rel="stylesheet" href="/s.css">', resources: { '/s.css': { body: css, headers: { 'content-type': 'text/css' } } } });
  const f = r.findings[0]!;
  assert.deepEqual(f.file, { url: 'https://example.com/s.css', line: 1, column: 1204 });
  assert.ok(f.snippet!.includes('.b{color:red}'), f.snippet);
  assert.ok(f.snippet!.startsWith('…') && f.snippet!.endsWith('…') && f.snippet!.length <= 122, f.snippet);
  assert.equal(f.selector, 'link');
});

test('a rule that throws is an error and the others still run', () => {
  const thrower = defineRule({ ...meta, id: 'test/throws', create: () => ({ element: { p: () => { throw new Error('boom'); } } }) });
  const fine = defineRule({ ...meta, id: 'test/fine', create: () => ({}) });
  const results = runRules(buildPage(snapshotFromHtml('<p>x</p>')), [thrower, fine]);
  assert.equal(results[0]!.outcome, 'error');
  assert.match(results[0]!.findings[0]!.detail, /boom/);
  assert.equal(results[1]!.outcome, 'pass');
});

test('a rule that overruns its budget is stopped as error', () => {
  const slow = defineRule({
    ...meta,
    id: 'test/slow',
    create: () => ({
      element: {
        '*': () => {
          const until = performance.now() + 5;
          while (performance.now() < until);
        },
      },
    }),
  });
  const html = '<div></div>'.repeat(100);
  const r = runRules(buildPage(snapshotFromHtml(html)), [slow], { ruleBudgetMs: 20 })[0]!;
  assert.equal(r.outcome, 'error');
  assert.match(r.findings[0]!.detail, /time budget/);
});

test('header rules are not-applicable on a bare HTML file', () => {
  const rule = defineRule({ ...meta, id: 'test/header', needs: ['headers'], create: (ctx) => ({ end: () => ctx.fail('should not run') }) });
  assert.equal(runRule(rule, { bare: true, html: '<p>x</p>' }).outcome, 'not-applicable');
  assert.equal(runRule(rule, { html: '<p>x</p>' }).outcome, 'fail');
});

test('a resource that could not be fetched makes its rule error, a missing one reaches the rule, an absent one is n/a', () => {
  const rule = defineRule({ ...meta, id: 'test/robots', needs: ['robots'], create: (ctx) => ({ end: () => (ctx.page.resource('robots')!.state === 'missing' ? ctx.fail('no robots.txt') : ctx.pass()) }) });
  assert.equal(runRule(rule, { html: '', resources: { '/robots.txt': { error: 'fetch_failed: timeout' } } }).outcome, 'error');
  assert.equal(runRule(rule, { html: '', resources: { '/robots.txt': { status: 503 } } }).outcome, 'error');
  assert.equal(runRule(rule, { html: '', resources: { '/robots.txt': { status: 404 } } }).outcome, 'fail');
  assert.equal(runRule(rule, { html: '', resources: { '/robots.txt': { body: 'User-agent: *' } } }).outcome, 'pass');
  assert.equal(runRule(rule, { html: '' }).outcome, 'not-applicable');
});

test('findings are capped per rule and the rest counted', () => {
  const rule = defineRule({ ...meta, id: 'test/many', create: (ctx) => ({ element: { li: (el) => ctx.report(el, 'li') } }) });
  const few = runRule(rule, '<ul>' + '<li>x</li>'.repeat(50) + '</ul>');
  assert.equal(few.findings.length, 50);
  assert.equal(few.omittedFindings, undefined);
  const r = runRule(rule, '<ul>' + '<li>x</li>'.repeat(250) + '</ul>');
  assert.equal(r.findings.length, 200);
  assert.equal(r.omittedFindings, 50);
});

test('syntax errors in CSS and JS are recorded, never thrown', () => {
  const page = buildPage(snapshotFromHtml('<style>a { color: red; </style><script>function (</script><script type="application/ld+json">{bad</script>'));
  assert.ok(page.scripts[0]!.error);
  assert.equal(page.scripts[0]!.ast, null);
  assert.ok(page.jsonLd[0]!.error);
  assert.equal(page.stylesheets.length, 1);
});

test('a foreign HAR (browser export) resolves its redirect chain and resources', () => {
  const har = {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      entries: [
        { startedDateTime: '2026-01-01T00:00:00Z', time: 1, request: { method: 'GET', url: 'http://example.com/', httpVersion: 'http/1.1', headers: [], headersSize: -1, bodySize: 0 }, response: { status: 301, statusText: '', httpVersion: 'http/1.1', headers: [{ name: 'Location', value: 'https://example.com/' }], content: { size: 0, mimeType: '' }, redirectURL: 'https://example.com/', headersSize: -1, bodySize: 0 }, timings: { send: 0, wait: 1, receive: 0 }, _resourceType: 'document' },
        { startedDateTime: '2026-01-01T00:00:01Z', time: 1, request: { method: 'GET', url: 'https://example.com/', httpVersion: 'h2', headers: [], headersSize: -1, bodySize: 0 }, response: { status: 200, statusText: '', httpVersion: 'h2', headers: [{ name: ':status', value: '200' }, { name: 'content-type', value: 'text/html' }], content: { size: 20, mimeType: 'text/html', text: Buffer.from('<title>Hi</title>').toString('base64'), encoding: 'base64' }, redirectURL: '', headersSize: -1, bodySize: 0 }, timings: { send: 0, wait: 1, receive: 0 }, _resourceType: 'document' },
        { startedDateTime: '2026-01-01T00:00:02Z', time: 1, request: { method: 'GET', url: 'https://example.com/a.css', httpVersion: 'h2', headers: [], headersSize: -1, bodySize: 0 }, response: { status: 200, statusText: '', httpVersion: 'h2', headers: [], content: { size: 4, mimeType: 'text/css', text: 'a{}' }, redirectURL: '', headersSize: -1, bodySize: 0 }, timings: { send: 0, wait: 1, receive: 0 }, _resourceType: 'stylesheet' },
      ],
    },
  };
  const r = resolveSnapshot(har);
  assert.equal(r.source, 'har');
  assert.equal(r.finalUrl, 'https://example.com/');
  assert.equal(r.redirects.length, 1);
  assert.equal(r.document.body, '<title>Hi</title>');
  assert.equal(r.document.headers.has(':status'), false);
  assert.equal(r.resources[0]!.role, 'stylesheet');
  assert.ok(r.headersKnown);
});

/** A JPEG's header: an EXIF orientation and the frame size, all a size reader needs. */
function jpeg(width: number, height: number, orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 2 + 6 + tiff.length]), Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xd9])]);
}

test('the natural size of an image whose bytes a capture holds, as the browser shows it', () => {
  const r = resolveSnapshot(
    snapshotFromParts({
      html: '<img src=a.jpg><img src=b.jpg>',
      resources: {
        '/a.jpg': { bytes: jpeg(640, 480, 1), headers: { 'content-type': 'image/jpeg' } },
        '/b.jpg': { bytes: jpeg(640, 480, 6), headers: { 'content-type': 'image/jpeg' } },
        '/c.jpg': { bytes: Buffer.from('not an image'), headers: { 'content-type': 'image/jpeg' } },
        '/d.svg': { body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', headers: { 'content-type': 'image/svg+xml' } },
      },
    }),
  );
  const image = (path: string) => r.resources.find((x) => x.url.endsWith(path))!;
  assert.deepEqual(image('/a.jpg').image, { type: 'jpg', width: 640, height: 480 });
  // EXIF orientation 6 turns it a quarter: shown 480 wide.
  assert.deepEqual(image('/b.jpg').image, { type: 'jpg', width: 480, height: 640 });
  assert.equal(image('/b.jpg').body, null);
  assert.equal(image('/b.jpg').size, jpeg(640, 480, 6).length);
  assert.equal(image('/c.jpg').image, null);
  assert.equal(image('/d.svg').image, null);
  assert.equal(r.document.image, null);
});

test('an invalid HAR is invalid_request', () => {
  assert.throws(() => resolveSnapshot({ log: { entries: [{}] } }), /HAR entry 0/);
  assert.throws(() => resolveSnapshot('nope'), /Not a HAR/);
});

test('deep nesting is bounded as browsers bound it, and every element is still walked', () => {
  const depth = 20_000;
  const html = '<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth);
  let entered = 0;
  let exited = 0;
  const rule = defineRule({ ...meta, id: 'test/deep', create: () => ({ element: { div: () => void entered++ }, elementExit: { div: () => void exited++ } }) });
  const page = buildPage(snapshotFromParts({ html }));
  assert.ok(page.index.maxDepth <= MAX_TREE_DEPTH + 1, `depth ${page.index.maxDepth}`);
  assert.equal(runRules(page, [rule])[0]!.outcome, 'pass');
  assert.equal(entered, depth);
  assert.equal(exited, depth);
});

test('definePlugin refuses duplicate rule ids; defineRule refuses bad metadata', () => {
  const r = defineRule({ ...meta, id: 'test/dup', create: () => ({}) });
  assert.throws(() => definePlugin({ name: 'p', rules: [r, r] as Rule[] }), /duplicate/);
  assert.throws(() => defineRule({ ...meta, id: 'Bad Id', create: () => ({}) }), /namespace\/name/);
  assert.throws(() => defineRule({ ...meta, id: 'test/x', why: '', create: () => ({}) }), /why/);
});

test('alsoScores names other dimensions once each; a former id answers for one live check', () => {
  const rule = (extra: Partial<Rule>) => defineRule({ ...meta, id: 'test/x', create: () => ({}), ...extra });
  assert.throws(() => rule({ alsoScores: [{ dimension: 'codeQuality', impact: 'minor' }] }), /own dimension/);
  assert.throws(() => rule({ alsoScores: [{ dimension: 'geo', impact: 'minor' }, { dimension: 'geo', impact: 'serious' }] }), /twice/);
  assert.throws(() => rule({ alsoScores: [{ dimension: 'nope' as 'geo', impact: 'minor' }] }), /unknown dimension/);
  assert.throws(() => rule({ alsoScores: [{ dimension: 'geo', impact: 'huge' as 'minor' }] }), /unknown impact/);
  assert.throws(() => rule({ formerIds: ['test/x'] }), /another id/);
  assert.throws(() => rule({ formerIds: ['Not An Id'] }), /another id/);
  const owner = rule({ alsoScores: [{ dimension: 'geo', impact: 'serious' }], formerIds: ['old/x'] });
  const live = defineRule({ ...meta, id: 'old/x', create: () => ({}) });
  assert.throws(() => collectRules([definePlugin({ name: 'a', rules: [owner] }), definePlugin({ name: 'b', rules: [live] })]), /still a rule's id/);
  const rival = defineRule({ ...meta, id: 'test/y', formerIds: ['old/x'], create: () => ({}) });
  assert.throws(() => collectRules([definePlugin({ name: 'a', rules: [owner, rival] })]), /both claim/);
  assert.deepEqual([...formerIdMap(collectRules([definePlugin({ name: 'a', rules: [owner] })]))], [['old/x', 'test/x']]);
});
