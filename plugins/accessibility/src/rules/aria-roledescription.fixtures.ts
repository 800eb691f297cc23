import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-roledescription.ts';

export default ruleFixtures(rule, [
  { name: 'explicit role', html: '<div role="group" aria-roledescription="slide" aria-label="1 of 3">…</div>', expect: 'pass' },
  { name: 'implicit role', html: '<button aria-roledescription="toggle">Mute</button>', expect: 'pass' },
  { name: 'on a plain div', html: '<div aria-roledescription="slide" id="s1">Slide</div>', expect: 'fail', finding: /s1.*role "generic"/ },
  { name: 'on role="presentation"', html: '<span role="presentation" aria-roledescription="chip">x</span>', expect: 'fail', findings: 1 },
  { name: 'empty value', html: '<div aria-roledescription=" ">x</div>', expect: 'not-applicable' },
  { name: 'none', html: '<p>Text</p>', expect: 'not-applicable' },
]);
