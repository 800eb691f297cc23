import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './lazy-images.ts';

export default ruleFixtures(rule, [
  { name: 'real src plus data-src', html: '<img src="/i/table-small.jpg" data-src="/i/table.jpg" alt="Table">', expect: 'pass' },
  { name: 'noscript fallback', html: '<div><img data-src="/i/table.jpg" alt="Table"><noscript><img src="/i/table.jpg" alt="Table"></noscript></div>', expect: 'pass' },
  { name: 'data-src only', html: '<img data-src="/i/table.jpg" alt="Table">', expect: 'warn', finding: /Image \/i\/table\.jpg is only in data-src; src is missing/ },
  { name: 'placeholder gif', html: '<img src="/img/blank.gif" data-original="/i/chair.jpg" alt="Chair">', expect: 'warn', finding: /data-original/ },
  { name: 'native lazy loading', html: '<img src="/i/table.jpg" loading="lazy" alt="Table">', expect: 'not-applicable' },
]);
