import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './autoplay-audio.ts';

export default ruleFixtures(rule, [
  { name: 'muted autoplay video', html: '<video src="/hero.mp4" autoplay muted loop playsinline></video>', expect: 'pass' },
  { name: 'video with controls', html: '<video src="/talk.mp4" controls></video>', expect: 'pass' },
  { name: 'autoplay audio', html: '<audio autoplay><source src="/jingle.mp3"></audio>', expect: 'fail', finding: /jingle\.mp3/ },
  { name: 'unmuted video', html: '<video src="/promo.mp4" autoplay></video>', expect: 'fail', finding: /promo\.mp4/ },
  { name: 'youtube autoplay', html: '<iframe src="https://www.youtube.com/embed/abc?autoplay=1"></iframe>', expect: 'fail', finding: /autoplays without mute/ },
  { name: 'youtube muted autoplay', html: '<iframe src="https://www.youtube.com/embed/abc?autoplay=1&mute=1"></iframe>', expect: 'pass' },
  { name: 'no media', html: '<p>x</p>', expect: 'not-applicable' },
]);
