import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './time-elements-valid.ts';

export default ruleFixtures(rule, [
  { name: 'valid values', html: '<time datetime="2026-03-01">1 March</time><time datetime="2026-03-01T09:00:00+01:00">9am</time><time>2026-03</time><time datetime="PT4M">4 min read</time><time datetime="14:30">half two</time>', expect: 'pass' },
  { name: 'human text without datetime', html: '<time>1 March 2026</time>', expect: 'fail', finding: /"1 March 2026" has no datetime attribute/ },
  { name: 'US format', html: '<time datetime="03/01/2026">March 1</time>', expect: 'fail', finding: /"03\/01\/2026"/ },
  { name: 'impossible day', html: '<time datetime="2026-02-30">30 Feb</time>', expect: 'fail', finding: /2026-02-30/ },
  { name: 'no time elements', html: '<p>1 March 2026</p>', expect: 'not-applicable' },
]);
