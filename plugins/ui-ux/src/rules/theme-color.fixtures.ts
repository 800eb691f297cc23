import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './theme-color.ts';

export default ruleFixtures(rule, [
  { name: 'hex colour', html: '<meta name="theme-color" content="#317EFB">', expect: 'pass' },
  { name: 'light and dark', html: '<meta name="theme-color" content="white" media="(prefers-color-scheme: light)"><meta name="theme-color" content="rgb(10 10 10)" media="(prefers-color-scheme: dark)">', expect: 'pass' },
  { name: 'missing', html: '<title>x</title>', expect: 'warn', finding: /No <meta name="theme-color">/ },
  { name: 'invalid', html: '<meta name="theme-color" content="brandblue">', expect: 'fail', finding: /brandblue/ },
]);
