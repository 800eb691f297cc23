import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './html-has-lang.ts';

export default ruleFixtures(rule, [
  { name: 'lang present', html: '<!doctype html><html lang="en"><body>Hi</body></html>', expect: 'pass' },
  { name: 'lang missing', html: '<!doctype html><html><body>Hi</body></html>', expect: 'fail', finding: /no lang attribute/ },
  { name: 'lang empty', html: '<html lang=" "><body>Hi</body></html>', expect: 'fail', finding: /empty/ },
  { name: 'xml:lang only: ignored in an HTML document', html: '<html xml:lang="de"><body>Hallo</body></html>', expect: 'fail', finding: /xml:lang/ },
]);
