import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './source-maps.ts';

const js = { 'content-type': 'text/javascript' };

export default ruleFixtures(rule, [
  { name: 'no map references', html: '<script src="/app.js"></script>', resources: { '/app.js': { body: 'console.error(1);\n', headers: js } }, expect: 'pass' },
  { name: 'map comment', html: '<script src="/app.js"></script>', resources: { '/app.js': { body: 'var a=1;\n//# sourceMappingURL=app.js.map\n', headers: js } }, expect: 'warn', finding: /app\.js references source map app\.js\.map/ },
  { name: 'stylesheet map', html: '<link rel="stylesheet" href="/s.css">', resources: { '/s.css': { body: 'a{color:red}\n/*# sourceMappingURL=s.css.map */', headers: { 'content-type': 'text/css' } } }, expect: 'warn', finding: /s\.css\.map/ },
  { name: 'sourcemap header', html: '<script src="/b.js"></script>', resources: { '/b.js': { body: 'var b;', headers: { ...js, SourceMap: '/maps/b.js.map' } } }, expect: 'warn', finding: /SourceMap header/ },
  {
    name: 'third-party map is not judged',
    html: '<script src="https://cdn.other.example/lib.js"></script>',
    resources: { 'https://cdn.other.example/lib.js': { body: 'var a;\n//# sourceMappingURL=lib.js.map', headers: js } },
    expect: 'not-applicable',
  },
  { name: 'nothing fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'saved page: an inline script names its map', bare: true, html: '<script>var a=1;\n//# sourceMappingURL=app.js.map\n</script>', expect: 'warn', finding: /inline script at line 1 references source map app\.js\.map/ },
]);
