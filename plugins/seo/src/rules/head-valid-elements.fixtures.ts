import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './head-valid-elements.ts';

export default ruleFixtures(rule, [
  { name: 'clean head', html: '<html><head><meta charset="utf-8"><title>Oak</title><link rel="canonical" href="https://example.com/"><noscript><style>.js{display:none}</style></noscript></head><body></body></html>', expect: 'pass' },
  {
    name: 'img before canonical',
    html: '<html><head><title>Oak</title><img src="https://t.example.net/p.gif"><link rel="canonical" href="https://example.com/"><meta name="robots" content="noindex"></head><body></body></html>',
    expect: 'fail',
    finding: /<img> \(.*\) in <head> ends the head; the <link rel="canonical">, <meta name="robots"> after it may be ignored/,
  },
  {
    name: 'pixel noscript before hreflang',
    html: '<html><head><noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=1"></noscript><link rel="alternate" hreflang="de" href="https://example.com/de/"></head></html>',
    expect: 'fail',
    finding: /<img> inside <noscript>/,
  },
  { name: 'invalid element after all metadata', html: '<html><head><title>Oak</title><link rel="canonical" href="https://example.com/"><div id="fb-root"></div></head><body></body></html>', expect: 'pass' },
  { name: 'stray text before the description', html: '<html><head><title>Oak</title>}<meta name="description" content="Oak tables"></head><body></body></html>', expect: 'fail', finding: /Text "}" in <head> ends the head; the <meta name="description">/ },
  { name: 'no head', html: '<p>x</p>', expect: 'not-applicable' },
]);
