import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './iframe-lazy.ts';

const text = `<p>${'A long article paragraph. '.repeat(120)}</p>`;

export default ruleFixtures(rule, [
  { name: 'lazy map at the end', html: `${text}<iframe src="https://www.google.com/maps/embed?pb=1" loading="lazy"></iframe>`, expect: 'pass' },
  { name: 'eager video at the end', html: `${text}<iframe src="https://www.youtube.com/embed/abc" width="560" height="315"></iframe>`, expect: 'warn', finding: /youtube\.com\/embed\/abc comes after 0 images and \d+ characters/ },
  { name: 'frame at the top', html: '<iframe src="https://player.vimeo.com/video/1"></iframe><p>Intro</p>', expect: 'not-applicable' },
]);
