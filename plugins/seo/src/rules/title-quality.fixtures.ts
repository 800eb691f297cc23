import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './title-quality.ts';

export default ruleFixtures(rule, [
  { name: 'a descriptive title', html: '<title>Handmade oak tables from Devon</title>', expect: 'pass' },
  { name: 'a title too long', html: `<title>${'Oak tables '.repeat(10)}</title>`, expect: 'warn', finding: /truncated/ },
  { name: 'a title too short', html: '<title>Oak</title>', expect: 'warn', finding: /3 characters/ },
  { name: 'a placeholder title', html: '<title>Untitled Document</title>', expect: 'warn', finding: /template placeholder/ },
  { name: 'two titles', html: '<title>Handmade oak tables from Devon</title><title>Other</title>', expect: 'warn', finding: /2 <title> elements/ },
  { name: 'no title is the other check\'s', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
