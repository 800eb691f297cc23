import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './video-preload.ts';

export default ruleFixtures(rule, [
  { name: 'preload none', html: '<video src="/tour.mp4" controls preload="none" poster="/tour.jpg"></video>', expect: 'pass' },
  { name: 'preload auto', html: '<video src="/tour.mp4" controls preload="auto"></video>', expect: 'warn', finding: '<video> https://example.com/tour.mp4 has preload="auto" and downloads before it is played.' },
  { name: 'autoplay videos are judged elsewhere', html: '<video autoplay muted src="/bg.mp4" preload="auto"></video>', expect: 'not-applicable' },
]);
