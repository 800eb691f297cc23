import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './object-alt.ts';

export default ruleFixtures(rule, [
  { name: 'fallback text', html: '<object data="report.pdf" type="application/pdf">Annual report (PDF, <a href="report.pdf">download</a>)</object>', expect: 'pass' },
  { name: 'aria-label', html: '<object data="map.svg" aria-label="Map of the campus"></object>', expect: 'pass' },
  { name: 'no alternative', html: '<object data="movie.swf"></object>', expect: 'fail', finding: /movie\.swf/ },
  { name: 'no objects', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
