import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-viewport-large.ts';

export default ruleFixtures(rule, [
  { name: 'no zoom limit', html: '<meta name="viewport" content="width=device-width, initial-scale=1">', expect: 'pass' },
  { name: 'maximum-scale of 5', html: '<meta name="viewport" content="width=device-width, maximum-scale=5.0">', expect: 'pass' },
  { name: 'maximum-scale of 10', html: '<meta name="viewport" content="width=device-width; maximum-scale=10">', expect: 'pass' },
  { name: 'maximum-scale of 3 (enough for 200 %, not for 500 %)', html: '<meta name="viewport" content="width=device-width, maximum-scale=3">', expect: 'fail', finding: /maximum-scale=3 \(below 5\)/, findings: 1 },
  { name: 'user-scalable=0', html: '<meta name="viewport" content="width=device-width, user-scalable=0">', expect: 'fail', finding: /user-scalable=0/ },
  { name: 'both limits on one tag', html: '<meta name="viewport" content="maximum-scale=1, user-scalable=no">', expect: 'fail', findings: 2 },
  { name: 'a negative maximum-scale is ignored', html: '<meta name="viewport" content="width=device-width, maximum-scale=-1">', expect: 'pass' },
  { name: 'user-scalable=yes', html: '<meta name="viewport" content="width=device-width, user-scalable=yes">', expect: 'pass' },
  { name: 'no viewport tag', html: '<title>Page</title>', expect: 'not-applicable' },
]);
