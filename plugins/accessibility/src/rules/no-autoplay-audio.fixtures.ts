import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './no-autoplay-audio.ts';

export default ruleFixtures(rule, [
  { name: 'autoplay with controls', html: '<video src="intro.mp4" autoplay controls></video>', expect: 'pass' },
  { name: 'autoplay sound without controls', html: '<audio src="jingle.mp3" autoplay loop></audio>', expect: 'warn', finding: /jingle\.mp3 autoplays unmuted without controls, in a loop/ },
  { name: 'muted autoplay', html: '<video src="bg.mp4" autoplay muted loop></video>', expect: 'not-applicable' },
]);
