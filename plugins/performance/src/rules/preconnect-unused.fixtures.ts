import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './preconnect-unused.ts';

export default ruleFixtures(rule, [
  { name: 'preconnect to a used CDN', html: '<link rel="preconnect" href="https://cdn.example.net"><script defer src="https://cdn.example.net/app.js"></script>', expect: 'pass' },
  { name: 'font origin used by fetched CSS', html: '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin><link rel="stylesheet" href="/fonts.css">', resources: { '/fonts.css': { body: '@font-face{font-family:X;src:url(https://fonts.gstatic.com/x.woff2) format("woff2")}', headers: { 'content-type': 'text/css' } } }, expect: 'pass' },
  { name: 'preconnect to an unused origin', html: '<link rel="preconnect" href="https://ads.example.org"><p>x</p>', expect: 'warn', finding: /Nothing in the markup or CSS loads from https:\/\/ads\.example\.org/ },
  { name: 'preconnect to the own origin', html: '<link rel="preconnect" href="https://example.com">', expect: 'warn', finding: /page's own origin/ },
  { name: 'unknown CSS is not held against it', html: '<link rel="preconnect" href="https://fonts.gstatic.com"><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">', expect: 'pass' },
  { name: 'origin used by a preload', html: '<link rel="preconnect" href="https://img.example.net"><link rel="preload" as="image" href="https://img.example.net/hero.avif">', expect: 'pass' },
  { name: 'no preconnects', html: '<p>x</p>', expect: 'not-applicable' },
]);
