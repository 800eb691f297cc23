import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './fluid-media.ts';

const embed = '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc"></iframe>';
export default ruleFixtures(rule, [
  { name: 'global max-width', html: `<style>img,iframe{max-width:100%;height:auto}</style>${embed}<img src="a.jpg" width="1200" alt="">`, expect: 'pass' },
  { name: 'responsive wrapper', html: `<div class="ratio ratio-16x9">${embed}</div>`, expect: 'pass' },
  { name: 'fixed embed', html: embed, expect: 'warn', finding: /560 px wide/ },
  { name: 'fixed image', html: '<style>.logo{max-width:100%}</style><img class="hero" src="hero.jpg" width="1400" alt="">', expect: 'warn', finding: /hero\.jpg/ },
  { name: 'unfetched stylesheet', html: `<link rel="stylesheet" href="/site.css">${embed}`, expect: 'needs-review' },
  { name: 'small media', html: '<img src="a.png" width="200" alt="">', expect: 'not-applicable' },
]);
