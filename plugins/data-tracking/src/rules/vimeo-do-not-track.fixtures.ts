import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './vimeo-do-not-track.ts';

export default ruleFixtures(rule, [
  { name: 'with dnt=1', html: '<iframe src="https://player.vimeo.com/video/76979871?dnt=1&title=0" title="Film"></iframe>', expect: 'pass' },
  { name: 'without dnt', html: '<iframe src="https://player.vimeo.com/video/76979871?title=0" title="Film"></iframe>', expect: 'warn', findings: 1, finding: /76979871/ },
  { name: 'no Vimeo', html: '<iframe src="https://www.youtube-nocookie.com/embed/x" title="v"></iframe>', expect: 'not-applicable' },
]);
