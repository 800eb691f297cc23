import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './indexable.ts';

export default ruleFixtures(rule, [
  { name: 'no robots directives', html: '<title>x</title>', expect: 'pass' },
  { name: 'index, follow', html: '<meta name="robots" content="index, follow">', expect: 'pass' },
  { name: 'meta noindex', html: '<meta name="robots" content="noindex, follow">', expect: 'fail', finding: /all search engines/ },
  { name: 'googlebot none', html: '<meta name="googlebot" content="none">', expect: 'fail', finding: /out of Google/ },
  { name: 'other bots do not count', html: '<meta name="otherbot" content="noindex">', expect: 'pass' },
  { name: 'X-Robots-Tag noindex', headers: { 'content-type': 'text/html', 'x-robots-tag': 'noindex' }, html: '<p>x</p>', expect: 'fail', finding: /X-Robots-Tag: noindex/ },
  { name: 'X-Robots-Tag for googlebot', headers: { 'content-type': 'text/html', 'x-robots-tag': 'googlebot: noindex' }, html: '<p>x</p>', expect: 'fail', finding: /Google/ },
  { name: 'X-Robots-Tag for another bot', headers: { 'content-type': 'text/html', 'x-robots-tag': 'otherbot: noindex' }, html: '<p>x</p>', expect: 'pass' },
  { name: 'unavailable_after in the past', html: '<meta name="robots" content="unavailable_after: 2025-01-01">', expect: 'fail', finding: /has passed/ },
  { name: 'unavailable_after in the future', html: '<meta name="robots" content="unavailable_after: 2030-01-01">', expect: 'pass' },
]);
