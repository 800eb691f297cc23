import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './area-alt.ts';

export default ruleFixtures(rule, [
  { name: 'areas with alt', html: '<img src="map.png" usemap="#m" alt="Regions"><map name="m"><area href="/north" alt="North" coords="0,0,10,10"></map>', expect: 'pass' },
  { name: 'area without alt', html: '<img src="map.png" usemap="#m" alt="Regions"><map name="m"><area href="/south" coords="0,0,10,10"></map>', expect: 'fail', finding: '/south' },
  { name: 'no image map', html: '<img src="a.png" alt="A">', expect: 'not-applicable' },
]);
