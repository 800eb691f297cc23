import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-viewport.ts';

export default ruleFixtures(rule, [
  { name: 'zoom allowed', html: '<meta name="viewport" content="width=device-width, initial-scale=1">', expect: 'pass' },
  { name: 'user-scalable=no', html: '<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">', expect: 'fail', finding: /user-scalable=no/ },
  { name: 'maximum-scale=1', html: '<meta name="viewport" content="width=device-width, maximum-scale=1.0">', expect: 'fail', finding: /maximum-scale=1\.0/ },
  { name: 'maximum-scale=5', html: '<meta name="viewport" content="width=device-width, maximum-scale=5">', expect: 'pass' },
  { name: 'no viewport', html: '<title>x</title>', expect: 'not-applicable' },
  { name: "a negative maximum-scale is ignored", html: "<meta name=\"viewport\" content=\"width=device-width, maximum-scale=-2\">", expect: 'pass' },
]);
