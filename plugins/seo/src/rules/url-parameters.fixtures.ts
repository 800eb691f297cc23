import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './url-parameters.ts';

export default ruleFixtures(rule, [
  { name: 'no params', url: 'https://example.com/tables', html: '', expect: 'pass' },
  { name: 'one param', url: 'https://example.com/search?q=oak', html: '', expect: 'pass' },
  { name: 'params cleaned by canonical', url: 'https://example.com/t?a=1&b=2&c=3&d=4', html: '<link rel="canonical" href="https://example.com/t">', expect: 'pass' },
  { name: 'many params', url: 'https://example.com/t?color=oak&size=2&sort=asc&page=3', html: '', expect: 'warn', finding: /4 query parameters \(color, size, sort, page\)/ },
  { name: 'utm in canonical', html: '<link rel="canonical" href="https://example.com/?utm_source=news">', expect: 'warn', finding: /tracking parameters \(utm_source\)/ },
]);
