import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './copy-blocked.ts';

export default ruleFixtures(rule, [
  { name: 'nothing blocked', html: '<body><p>Text</p><script>document.addEventListener("click", (e) => e.preventDefault());</script></body>', expect: 'pass' },
  { name: 'right-click blocked on body', html: '<body oncontextmenu="return false"><p>Text</p></body>', expect: 'fail', finding: /oncontextmenu/ },
  { name: 'selection blocked', html: '<body onselectstart="return false" oncopy="return false"><p>x</p></body>', expect: 'fail', findings: 2 },
  { name: 'script blocks copy', html: '<script>document.addEventListener("copy", function (e) { e.preventDefault(); });</script>', expect: 'warn', finding: /"copy" events on document/ },
  { name: 'custom context menu on a widget', html: '<script>canvas.addEventListener("contextmenu", (e) => e.preventDefault());</script>', expect: 'pass' },
]);
