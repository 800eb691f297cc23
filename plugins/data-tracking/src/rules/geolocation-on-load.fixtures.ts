import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './geolocation-on-load.ts';

export default ruleFixtures(rule, [
  { name: 'on button click', html: "<script>document.querySelector('#near').addEventListener('click', () => navigator.geolocation.getCurrentPosition(show));</script>", expect: 'pass' },
  { name: 'top-level request', html: '<script>navigator.geolocation.getCurrentPosition(function (p) { render(p.coords); });</script>', expect: 'warn', finding: /getCurrentPosition\(\) while the page loads \(top level\)/ },
  { name: 'inside an IIFE', html: '<script>(function () { if ("geolocation" in navigator) navigator.geolocation.watchPosition(track); })();</script>', expect: 'warn', finding: /watchPosition\(\) while the page loads \(immediately invoked function\)/ },
  { name: 'in a load handler', html: "<script>window.addEventListener('load', function () { navigator.geolocation.getCurrentPosition(show); });</script>", expect: 'warn', finding: /load event handler/ },
  { name: 'in a function called at load', html: '<script>function locate() { navigator.geolocation.getCurrentPosition(show); }\nlocate();</script>', expect: 'warn', finding: /function called while loading/ },
  { name: 'function called only from a click', html: "<script>function locate() { navigator.geolocation.getCurrentPosition(show); }\nbtn.onclick = locate;</script>", expect: 'pass' },
  { name: 'no geolocation', html: '<script>console.log(1)</script>', expect: 'not-applicable' },
]);
