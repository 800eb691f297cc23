import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './navigator-fingerprinting.ts';

export default ruleFixtures(rule, [
  { name: 'language detection', html: '<script>const lang = navigator.languages[0] || navigator.language; const touch = navigator.maxTouchPoints > 0;</script>', expect: 'pass' },
  { name: 'enumeration', html: '<script>var fp=[navigator.plugins.length,navigator.hardwareConcurrency,navigator.deviceMemory,window.navigator.platform,navigator.cpuClass,navigator["oscpu"]].join("|");</script>', expect: 'warn', finding: /navigator\.plugins, navigator\.hardwareConcurrency/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
