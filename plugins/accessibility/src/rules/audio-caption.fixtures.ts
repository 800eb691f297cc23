import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './audio-caption.ts';

export default ruleFixtures(rule, [
  { name: 'transcript link', html: '<audio src="ep12.mp3" controls></audio><a href="/ep12/transcript">Read the transcript</a>', expect: 'needs-review' },
  { name: 'no transcript', html: '<audio src="ep12.mp3" controls></audio><p>Episode 12</p>', expect: 'warn', finding: /ep12\.mp3/ },
  { name: 'inline transcript referenced', html: `<audio src="ep12.mp3" controls aria-describedby="tr"></audio><div id="tr">${'Host: Welcome to episode twelve, where we talk about oak. '.repeat(5)}</div>`, expect: 'pass' },
  { name: 'short description only', html: '<audio src="ep12.mp3" controls aria-describedby="d"></audio><p id="d">Episode 12</p>', expect: 'needs-review' },
  { name: 'no audio', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
