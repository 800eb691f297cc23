import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './accesskeys.ts';

export default ruleFixtures(rule, [
  { name: 'unique keys', html: '<a href="/" accesskey="h">Home</a><a href="/s" accesskey="s">Search</a>', expect: 'pass' },
  { name: 'duplicate keys', html: '<a href="/" accesskey="h">Home</a><a href="/help" accesskey="H">Help</a>', expect: 'fail', finding: /accesskey="H"/ },
  { name: 'no accesskeys', html: '<a href="/">Home</a>', expect: 'not-applicable' },
]);
