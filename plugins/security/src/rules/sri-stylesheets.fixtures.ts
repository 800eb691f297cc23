import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './sri-stylesheets.ts';

const H = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

export default ruleFixtures(rule, [
  { name: 'pinned', html: `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/b@5.3.0/dist/b.min.css" integrity="${H}" crossorigin="anonymous">`, expect: 'pass' },
  { name: 'missing', html: '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/b@5.3.0/dist/b.min.css">', expect: 'fail', finding: /b\.min\.css has no integrity/ },
  { name: 'google fonts exempt', html: '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">', expect: 'not-applicable' },
  { name: 'own stylesheet', html: '<link rel="stylesheet" href="/site.css">', expect: 'not-applicable' },
]);
