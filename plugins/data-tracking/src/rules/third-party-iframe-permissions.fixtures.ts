import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-iframe-permissions.ts';

export default ruleFixtures(rule, [
  { name: 'video player features only', html: '<iframe src="https://www.youtube-nocookie.com/embed/x" allow="autoplay; encrypted-media; picture-in-picture" title="v"></iframe>', expect: 'pass' },
  { name: 'geolocation and camera to a widget', html: '<iframe src="https://widget.example.net/w" allow="geolocation; camera \'src\'; fullscreen" title="w"></iframe>', expect: 'warn', finding: /geolocation, camera/ },
  { name: 'no third-party frames', html: '<iframe src="/local.html" allow="geolocation" title="x"></iframe>', expect: 'not-applicable' },
]);
