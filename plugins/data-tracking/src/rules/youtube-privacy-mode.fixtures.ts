import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './youtube-privacy-mode.ts';

export default ruleFixtures(rule, [
  { name: 'nocookie embed', html: '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video"></iframe>', expect: 'pass', finding: /1 privacy-enhanced/ },
  { name: 'lite-youtube facade', html: '<lite-youtube videoid="dQw4w9WgXcQ"></lite-youtube>', expect: 'pass', finding: /facade/ },
  { name: 'youtube.com embed', html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video"></iframe>', expect: 'warn', finding: /youtube\.com\/embed\/dQw4w9WgXcQ/ },
  { name: 'IFrame API script', html: '<script src="https://www.youtube.com/iframe_api"></script>', expect: 'warn', finding: /iframe_api/ },
  { name: 'no video', html: '<p>Text</p>', expect: 'not-applicable' },
]);
