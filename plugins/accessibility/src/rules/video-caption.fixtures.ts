import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './video-caption.ts';

export default ruleFixtures(rule, [
  { name: 'captions track', html: '<video src="tour.mp4" controls><track kind="captions" src="tour.vtt" srclang="en"></video>', expect: 'pass' },
  { name: 'no track', html: '<video src="tour.mp4" controls></video>', expect: 'warn', finding: /tour\.mp4/ },
  { name: 'chapters track is not captions', html: '<video controls><source src="talk.webm"><track kind="chapters" src="c.vtt"></video>', expect: 'warn', finding: /talk\.webm/ },
  { name: 'muted background loop', html: '<video src="bg.mp4" autoplay muted loop playsinline></video>', expect: 'needs-review' },
  { name: 'no video', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
