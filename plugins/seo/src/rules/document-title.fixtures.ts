import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './document-title.ts';

export default ruleFixtures(rule, [
  { name: 'a title', html: '<html><head><title>Handmade oak tables from Devon</title></head></html>', expect: 'pass' },
  { name: 'a placeholder or a long title is still a title', html: `<title>Untitled Document</title><title>${'Oak tables '.repeat(10)}</title>`, expect: 'pass' },
  { name: 'no title element', html: '<html><head></head><body>Hi</body></html>', expect: 'fail', finding: 'No <title>' },
  { name: 'an empty title', html: '<title>  </title>', expect: 'fail', finding: /empty/ },
  { name: 'an svg title does not count', html: '<svg><title>Icon</title></svg>', expect: 'fail' },
  { name: 'a title inside a template does not count', html: '<template><title>Later</title></template>', expect: 'fail' },
]);
