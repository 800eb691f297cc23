import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './html-lang.ts';

export default ruleFixtures(rule, [
  { name: 'valid lang', html: '<html lang="en-GB"><body>Hi</body></html>', expect: 'pass' },
  { name: 'missing', html: '<html><body>Hi</body></html>', expect: 'fail', finding: /no lang attribute/ },
  { name: 'invalid', html: '<html lang="english"><body>Hi</body></html>', expect: 'fail', finding: /not a valid language tag/ },
  {
    name: 'contradicts own hreflang',
    url: 'https://example.com/de/',
    html: '<html lang="en"><head><link rel="alternate" hreflang="de" href="https://example.com/de/"></head></html>',
    expect: 'warn',
    finding: /own hreflang says "de"/,
  },
  { name: 'contradicts Content-Language', headers: { 'content-type': 'text/html', 'content-language': 'fr' }, html: '<html lang="en"></html>', expect: 'warn', finding: /Content-Language header says "fr"/ },
]);
