import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './passive-listeners.ts';

export default ruleFixtures(rule, [
  { name: 'passive touch listener', html: '<script>el.addEventListener("touchstart", onTouch, { passive: true })</script>', expect: 'pass' },
  { name: 'explicitly not passive', html: '<script>el.addEventListener("touchmove", drag, { passive: false })</script>', expect: 'pass' },
  { name: 'wheel without options', html: '<script>slider.addEventListener("wheel", function (e) { zoom(e) })</script>', expect: 'warn', finding: 'A "wheel" listener is added without { passive: true } in an inline script.' },
  { name: 'touchstart with capture flag', html: '<script>el.addEventListener("touchstart", f, true)</script>', expect: 'warn' },
  { name: 'window listeners are passive by default', html: '<script>window.addEventListener("touchstart", f); document.body.addEventListener("wheel", g)</script>', expect: 'pass' },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'names from an array', html: '<script>["touchstart", "touchmove"].forEach((t) => slider.addEventListener(t, drag));</script>', expect: 'warn', findings: 2, finding: /"touchmove" listener/ },
  { name: 'names from a variable, for...of', html: '<script>const kinds = ["wheel", "click"]; for (const k of kinds) box.addEventListener(k, onScroll);</script>', expect: 'warn', findings: 1, finding: /"wheel" listener/ },
  { name: 'names from an array, passive', html: '<script>["touchstart", "wheel"].forEach(function (t) { el.addEventListener(t, f, { passive: true }); });</script>', expect: 'pass' },
  { name: 'loop variable out of its loop', html: '<script>for (const t of ["wheel"]) {} el.addEventListener(t, f);</script>', expect: 'pass' },
]);
