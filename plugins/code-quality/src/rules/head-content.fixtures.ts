import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './head-content.ts';

export default ruleFixtures(rule, [
  { name: 'metadata only', html: '<html><head><meta charset="utf-8"><title>x</title><link rel="canonical" href="/"><script src="a.js"></script><noscript><style>.js{display:none}</style></noscript></head><body></body></html>', expect: 'pass' },
  { name: 'img before canonical', html: '<html><head><title>x</title><img src="pixel.gif"><link rel="canonical" href="/"><meta name="robots" content="noindex"></head><body></body></html>', expect: 'fail', finding: /<img src="pixel.gif"> in <head> ends it; 2 metadata elements after it \(<link>, <meta>\)/ },
  { name: 'noscript pixel', html: '<html><head><title>x</title><noscript><img src="https://t.example/p.gif"></noscript></head><body></body></html>', expect: 'warn', finding: /scripting is off/ },
  { name: 'omitted </head> and <body>', html: '<html><head><title>x</title><meta charset="utf-8"><div>Content</div></html>', expect: 'pass' },
  { name: 'explicit head end after a div', html: '<html><head><title>x</title><div id="fb-root"></div></head><body></body></html>', expect: 'fail', finding: /<div id="fb-root"> in <head> ends it/ },
  { name: 'no head element', html: '<title>x</title><p>x</p>', expect: 'not-applicable' },
]);
