import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './object-alt.ts';

export default ruleFixtures(rule, [
  { name: 'a PDF document is not an image or media', html: '<object data="report.pdf" type="application/pdf">Annual report (PDF, <a href="report.pdf">download</a>)</object>', expect: 'not-applicable' },
  { name: 'aria-label', html: '<object data="map.svg" aria-label="Map of the campus"></object>', expect: 'pass' },
  { name: 'a video named by its title', html: '<object data="/media/tour.webm" title="Guided tour of the museum"></object>', expect: 'pass' },
  { name: 'an image without a name', html: '<object data="/img/chart.png"></object>', expect: 'fail', finding: /chart\.png/ },
  { name: 'fallback content does not name a rendered image', html: '<object data="/img/chart.png"><p>Sales by month</p></object>', expect: 'fail', finding: /fallback/ },
  { name: 'audio by its type attribute, unnamed', html: '<object data="/listen?id=4" type="audio/mpeg"></object>', expect: 'fail' },
  { name: 'a resource whose type cannot be told', html: '<object data="/embed/4711"></object>', expect: 'warn' },
  { name: 'an explicit role takes it out of scope', html: '<object data="/img/chart.png" role="img" aria-label="Chart"></object>', expect: 'not-applicable' },
  { name: 'no objects', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
