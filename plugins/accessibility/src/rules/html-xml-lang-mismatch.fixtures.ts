import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './html-xml-lang-mismatch.ts';

export default ruleFixtures(rule, [
  { name: 'same language', html: '<html lang="en-GB" xml:lang="en"><body>Hi</body></html>', expect: 'pass' },
  { name: 'different languages', html: '<html lang="en" xml:lang="fr"><body>Hi</body></html>', expect: 'fail', finding: /xml:lang="fr"/ },
  { name: 'lang only', html: '<html lang="en"><body>Hi</body></html>', expect: 'not-applicable' },
]);
