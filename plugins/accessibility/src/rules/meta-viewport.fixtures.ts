import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-viewport.ts';

export default ruleFixtures(rule, [
  { name: 'zoom allowed', html: '<meta name="viewport" content="width=device-width, initial-scale=1">', expect: 'pass' },
  { name: 'user-scalable=no', html: '<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">', expect: 'fail', finding: /user-scalable=no/ },
  { name: 'maximum-scale=1', html: '<meta name="viewport" content="width=device-width, maximum-scale=1.0">', expect: 'fail', finding: /maximum-scale=1\.0/ },
  { name: 'maximum-scale=5', html: '<meta name="viewport" content="width=device-width, maximum-scale=5">', expect: 'pass' },
  { name: 'no viewport', html: '<title>x</title>', expect: 'not-applicable' },
  { name: "a negative maximum-scale is ignored", html: "<meta name=\"viewport\" content=\"width=device-width, maximum-scale=-2\">", expect: 'pass' },
  { name: 'maximum-scale=yes is read as 1', html: '<meta name="viewport" content="maximum-scale=yes">', expect: 'fail', finding: /maximum-scale=yes/ },
  { name: 'maximum-scale=device-width is read as 10', html: '<meta name="viewport" content="width=device-width, maximum-scale=device-width">', expect: 'pass' },
  { name: 'a fractional user-scalable is read as no', html: '<meta name="viewport" content="user-scalable=0.25">', expect: 'fail', finding: /user-scalable/ },
  { name: 'an unknown user-scalable value is read as no', html: '<meta name="viewport" content="user-scalable=off">', expect: 'fail' },
  { name: 'user-scalable=yes', html: '<meta name="viewport" content="width=device-width, user-scalable=yes">', expect: 'pass' },
]);
