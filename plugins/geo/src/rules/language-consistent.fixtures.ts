import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './language-consistent.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'consistent', html: `<html lang="en-GB"><head><meta property="og:locale" content="en_GB">${ld({ '@context': 'https://schema.org', '@type': 'WebPage', inLanguage: 'en' })}</head></html>`, expect: 'pass' },
  { name: 'nothing declared', html: '<html><body><p>Hello</p></body></html>', expect: 'fail', finding: /No <html lang>/ },
  { name: 'invalid tag only', html: '<html lang="english"><body></body></html>', expect: 'fail', finding: /No valid language tag/ },
  { name: 'disagreeing', html: `<html lang="en">${ld({ '@context': 'https://schema.org', '@type': 'Article', inLanguage: 'de-DE' })}</html>`, expect: 'warn', finding: /disagree/ },
  { name: 'header only', html: '<html><body></body></html>', headers: { 'content-type': 'text/html', 'content-language': 'fr' }, expect: 'warn', finding: /<html lang> is missing/ },
]);
