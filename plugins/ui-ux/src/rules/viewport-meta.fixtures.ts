import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './viewport-meta.ts';

export default ruleFixtures(rule, [
  { name: 'device-width and scale 1', html: '<meta name="viewport" content="width=device-width, initial-scale=1">', expect: 'pass' },
  { name: 'device-width alone', html: '<meta name="viewport" content="width=device-width">', expect: 'pass' },
  { name: 'no viewport', html: '<title>x</title><p>Hi</p>', expect: 'fail', finding: /No <meta name="viewport">/ },
  { name: 'fixed width', html: '<meta name="viewport" content="width=1024">', expect: 'fail', finding: /1024/ },
  { name: 'neither width nor scale', html: '<meta name="viewport" content="user-scalable=yes">', expect: 'fail', finding: /neither/ },
  { name: 'initial-scale only', html: '<meta name="viewport" content="initial-scale=1">', expect: 'warn', finding: /no width=device-width/ },
  { name: 'two viewport tags', html: '<meta name="viewport" content="width=device-width"><meta name="viewport" content="width=device-width,initial-scale=1">', expect: 'warn', finding: /2 viewport/ },
]);
