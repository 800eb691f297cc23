import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './scroll-hijacking.ts';

export default ruleFixtures(rule, [
  { name: 'passive listener', html: '<script>window.addEventListener("wheel", () => track(), { passive: true });</script><style>.gallery{scroll-snap-type:x mandatory}</style>', expect: 'pass' },
  { name: 'cancelled wheel', html: '<script>window.addEventListener("wheel", function (e) { e.preventDefault(); go(e.deltaY); }, { passive: false });</script>', expect: 'warn', finding: /"wheel" events/ },
  { name: 'fullpage.js', html: '<script src="/js/fullpage.min.js"></script>', expect: 'warn', finding: /fullpage/ },
  { name: 'mandatory snap on html', html: '<style>html{scroll-snap-type:y mandatory}</style>', expect: 'warn', finding: /scroll-snap-type: y mandatory/ },
]);
