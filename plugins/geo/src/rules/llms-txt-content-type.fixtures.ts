import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt-content-type.ts';
import { GOOD_LLMS, LLMS_MISSING, llms, LLMS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'text/plain with charset', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'text/markdown', html: '<p>x</p>', ...llms(GOOD_LLMS, 'text/markdown'), expect: 'pass' },
  { name: 'served as HTML', html: '<p>x</p>', ...llms(GOOD_LLMS, 'text/html; charset=utf-8'), expect: 'fail', finding: /"text\/html"/ },
  { name: 'octet-stream', html: '<p>x</p>', ...llms(GOOD_LLMS, 'application/octet-stream'), expect: 'fail' },
  { name: 'no charset with accents', html: '<p>x</p>', ...llms('# Café Crème\n\n> Cafés in Zürich.\n', 'text/plain'), expect: 'warn', finding: /without a charset/ },
  { name: 'llms.txt missing', html: '<p>x</p>', ...LLMS_MISSING, expect: 'not-applicable' },
  { name: 'llms.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'llms.txt failed', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
