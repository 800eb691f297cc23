import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './favicon-high-resolution.ts';

export default ruleFixtures(rule, [
  { name: 'svg icon', html: '<link rel="icon" href="/favicon.ico"><link rel="icon" href="/icon.svg" type="image/svg+xml">', expect: 'pass' },
  { name: 'large png', html: '<link rel="icon" href="/icon-96.png" sizes="96x96">', expect: 'pass' },
  { name: 'ico only', html: '<link rel="icon" href="/favicon.ico">', expect: 'warn', finding: /favicon\.ico/ },
  { name: '16px only', html: '<link rel="icon" href="/f16.png" sizes="16x16">', expect: 'warn', finding: /16x16/ },
  { name: 'no icon link', html: '<title>x</title>', expect: 'not-applicable' },
]);
