import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './role-img-alt.ts';

export default ruleFixtures(rule, [
  { name: 'named icon', html: '<span role="img" aria-label="Warning" class="icon-warn"></span>', expect: 'pass' },
  { name: 'unnamed icon', html: '<span role="img" class="icon-star"></span>', expect: 'fail', finding: /icon-star/ },
  { name: 'an object given the image role, unnamed', html: '<object role="img" data="/img/chart.png"></object>', expect: 'fail', finding: /chart\.png/ },
  { name: 'no role=img', html: '<span class="icon"></span>', expect: 'not-applicable' },
]);
