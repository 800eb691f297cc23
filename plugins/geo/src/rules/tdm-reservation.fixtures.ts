import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tdm-reservation.ts';

export default ruleFixtures(rule, [
  { name: 'reservation with policy', html: '<meta name="tdm-reservation" content="1"><meta name="tdm-policy" content="https://example.com/tdm.json">', expect: 'pass' },
  { name: 'header reservation', html: '<p>x</p>', headers: { 'content-type': 'text/html', 'tdm-reservation': '1' }, expect: 'pass' },
  { name: 'bad value', html: '<meta name="tdm-reservation" content="yes">', expect: 'fail', finding: /"yes"; it must be 0 or 1/ },
  { name: 'relative policy', html: '<meta name="tdm-reservation" content="1"><meta name="tdm-policy" content="/tdm.json">', expect: 'fail', finding: /not an absolute/ },
  { name: 'header and meta disagree', html: '<meta name="tdm-reservation" content="0">', headers: { 'content-type': 'text/html', 'tdm-reservation': '1' }, expect: 'fail', finding: /both 0 and 1/ },
  { name: 'policy without reservation', html: '<meta name="tdm-policy" content="https://example.com/tdm.json">', expect: 'warn', finding: /no effect/ },
  { name: 'no TDMRep', html: '<p>x</p>', expect: 'not-applicable' },
]);
