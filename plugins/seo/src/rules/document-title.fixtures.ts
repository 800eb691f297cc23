import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './document-title.ts';

export default ruleFixtures(rule, [
  { name: 'a descriptive title', html: '<html><head><title>Handmade oak tables from Devon</title></head></html>', expect: 'pass' },
  { name: 'no title element', html: '<html><head></head><body>Hi</body></html>', expect: 'fail', finding: 'No <title>' },
  { name: 'an empty title', html: '<title>  </title>', expect: 'fail', finding: /empty/ },
  { name: 'a title too long', html: `<title>${'Oak tables '.repeat(10)}</title>`, expect: 'warn', finding: /truncated/ },
  { name: 'a placeholder title', html: '<title>Untitled Document</title>', expect: 'warn', finding: /template placeholder/ },
  { name: 'an svg title does not count', html: '<svg><title>Icon</title></svg>', expect: 'fail' },
]);
