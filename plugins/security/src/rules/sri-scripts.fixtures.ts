import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './sri-scripts.ts';

const H = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

export default ruleFixtures(rule, [
  { name: 'pinned', html: `<script src="https://cdn.jsdelivr.net/npm/lib@1.2.3/dist/lib.min.js" integrity="${H}" crossorigin="anonymous"></script>`, expect: 'pass' },
  { name: 'same site is out of scope', html: '<script src="/app.js"></script><script src="https://static.example.com/a.js"></script>', expect: 'not-applicable' },
  { name: 'a domain of the site\'s own company (third-party-web entity) is first-party', url: 'https://www.youtube.com/watch', html: '<script src="https://i.ytimg.com/player/base.js"></script>', expect: 'not-applicable' },
  { name: 'relative path under a base on another site', html: '<base href="https://cdn.other.net/lib/"><script src="app.js"></script>', expect: 'fail', finding: /cdn\.other\.net\/lib\/app\.js/ },
  { name: 'missing integrity', html: '<script src="https://cdn.jsdelivr.net/npm/lib@1.2.3/dist/lib.min.js"></script>', expect: 'fail', finding: /cdn\.jsdelivr\.net.*no integrity/ },
  { name: 'integrity without crossorigin', html: `<script src="https://cdn.jsdelivr.net/npm/lib@1/lib.js" integrity="${H}"></script>`, expect: 'fail', finding: /no crossorigin/ },
  { name: 'malformed integrity', html: '<script src="https://cdn.jsdelivr.net/npm/lib@1/lib.js" integrity="md5-abc" crossorigin></script>', expect: 'fail', finding: /no valid sha256/ },
  { name: 'evergreen analytics', html: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX"></script>', expect: 'warn', finding: /impractical/ },
  { name: 'modulepreload', html: '<link rel="modulepreload" href="https://cdn.jsdelivr.net/npm/x@1/x.js">', expect: 'fail', finding: /Preloaded script/ },
  { name: 'json data block ignored', html: '<script type="application/json" src="https://cdn.jsdelivr.net/x.json"></script>', expect: 'not-applicable' },
]);
