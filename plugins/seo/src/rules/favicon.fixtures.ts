import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './favicon.ts';

export default ruleFixtures(rule, [
  { name: 'svg icon', html: '<link rel="icon" href="/favicon.svg" type="image/svg+xml">', expect: 'pass' },
  { name: 'shortcut icon', html: '<link rel="shortcut icon" href="/favicon.ico">', expect: 'pass' },
  { name: 'sized 192', html: '<link rel="icon" href="/i16.png" sizes="16x16"><link rel="icon" href="/i192.png" sizes="192x192">', expect: 'pass' },
  { name: 'only small sizes', html: '<link rel="icon" href="/i16.png" sizes="16x16"><link rel="icon" href="/i32.png" sizes="32x32">', expect: 'warn', finding: /16x16, 32x32/ },
  { name: 'none', html: '<link rel="stylesheet" href="/s.css">', expect: 'warn', finding: /No <link rel="icon">/ },
]);
