import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './frame-title.ts';

export default ruleFixtures(rule, [
  { name: 'titled iframe', html: '<iframe src="https://maps.example/embed" title="Map of our shop"></iframe>', expect: 'pass' },
  { name: 'untitled iframe', html: '<iframe src="https://www.youtube.com/embed/xyz"></iframe>', expect: 'fail', finding: /youtube/ },
  { name: 'empty title', html: '<iframe src="/ad.html" title="  "></iframe>', expect: 'fail', finding: /ad\.html/ },
  { name: 'hidden tracking frame', html: '<iframe src="/t.html" hidden></iframe>', expect: 'not-applicable' },
  { name: "a frame out of the tab order", html: "<iframe src=\"/ads/banner.html\" tabindex=\"-1\"></iframe>", expect: 'not-applicable' },
]);
