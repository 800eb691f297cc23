import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './server-side-image-map.ts';

export default ruleFixtures(rule, [
  { name: 'ordinary images', html: '<img src="a.png" alt="A">', expect: 'pass' },
  { name: 'ismap', html: '<a href="/map"><img src="regions.gif" ismap alt="Regions"></a>', expect: 'fail', finding: /regions\.gif/ },
  { name: 'no images', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
