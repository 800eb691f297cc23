import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './video-autoplay.ts';

export default ruleFixtures(rule, [
  { name: 'click to play', html: '<video src="/intro.mp4" controls preload="none" poster="/intro.jpg"></video>', expect: 'pass' },
  { name: 'autoplaying background video', html: '<video autoplay muted loop playsinline><source src="/bg.webm" type="video/webm"></video>', expect: 'warn', finding: /Video https:\/\/example\.com\/bg\.webm plays automatically/ },
  { name: 'autoplaying 3 MiB video', html: '<video autoplay muted src="/hero.mp4"></video>', resources: { '/hero.mp4': { body: 'x'.repeat(3 * 1024 * 1024), headers: { 'content-type': 'video/mp4' } } }, expect: 'fail', finding: /3\.00 MiB/ },
  { name: 'no video', html: '<img src="/a.jpg">', expect: 'not-applicable' },
]);
