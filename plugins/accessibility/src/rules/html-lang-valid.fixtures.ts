import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './html-lang-valid.ts';

export default ruleFixtures(rule, [
  { name: 'valid tag', html: '<html lang="en-GB"><body>Hi</body></html>', expect: 'pass' },
  { name: 'language name instead of code', html: '<html lang="english"><body>Hi</body></html>', expect: 'fail', finding: /english/ },
  { name: 'underscore', html: '<html lang="en_US"><body>Hi</body></html>', expect: 'warn', finding: /en_US/ },
  { name: 'a current language with malformed subtags after it', html: '<html lang="en-US-GB"><body>Hi</body></html>', expect: 'pass', finding: /names the language "en"/ },
  { name: 'no lang', html: '<html><body>Hi</body></html>', expect: 'not-applicable' },
]);
