import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './geolocation-on-load.ts';

export default ruleFixtures(rule, [
  { name: 'on button click', html: "<script>document.querySelector('#near').addEventListener('click', () => navigator.geolocation.getCurrentPosition(show));</script>", expect: 'pass' },
  { name: 'top-level request', html: '<script>navigator.geolocation.getCurrentPosition(function (p) { render(p.coords); });</script>', expect: 'warn', finding: /getCurrentPosition\(\) while the page loads/ },
  { name: 'inside an IIFE', html: '<script>(function () { if ("geolocation" in navigator) navigator.geolocation.watchPosition(track); })();</script>', expect: 'warn', finding: /watchPosition/ },
  { name: 'no geolocation', html: '<script>console.log(1)</script>', expect: 'not-applicable' },
]);
