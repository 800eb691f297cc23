import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt-size.ts';
import { GOOD_LLMS, LLMS_MISSING, llms, LLMS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'a normal index', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'a stub', html: '<p>x</p>', ...llms('# Oak\n'), expect: 'fail', finding: /4 non-blank characters/ },
  { name: 'a dump of the whole site', html: '<p>x</p>', ...llms(`# Oak\n\n${'Oak tables are made by hand in Devon. '.repeat(3000)}`), expect: 'warn', finding: /should stay under/ },
  { name: 'llms.txt missing', html: '<p>x</p>', ...LLMS_MISSING, expect: 'not-applicable' },
  { name: 'llms.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'llms.txt failed', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
