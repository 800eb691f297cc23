import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './passive-listeners.ts';

export default ruleFixtures(rule, [
  { name: 'passive touch listener', html: '<script>el.addEventListener("touchstart", onTouch, { passive: true })</script>', expect: 'pass' },
  { name: 'explicitly not passive', html: '<script>el.addEventListener("touchmove", drag, { passive: false })</script>', expect: 'pass' },
  { name: 'wheel without options', html: '<script>slider.addEventListener("wheel", function (e) { zoom(e) })</script>', expect: 'warn', finding: 'A "wheel" listener is added without { passive: true } in an inline script.' },
  { name: 'touchstart with capture flag', html: '<script>el.addEventListener("touchstart", f, true)</script>', expect: 'warn' },
  { name: 'window listeners are passive by default', html: '<script>window.addEventListener("touchstart", f); document.body.addEventListener("wheel", g)</script>', expect: 'pass' },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
