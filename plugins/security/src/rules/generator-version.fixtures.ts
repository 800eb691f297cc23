import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './generator-version.ts';

export default ruleFixtures(rule, [
  { name: 'no generator', html: '<head><meta name="description" content="x"></head>', expect: 'pass' },
  { name: 'name only', html: '<head><meta name="generator" content="Hugo"></head>', expect: 'pass' },
  { name: 'wordpress version', html: '<head><meta name="generator" content="WordPress 6.4.2"></head>', expect: 'fail', finding: /WordPress 6\.4\.2/ },
  { name: 'bare file', bare: true, html: '<head><meta name="Generator" content="Joomla! 4.3 - Open Source Content Management"></head>', expect: 'fail' },
]);
