import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './presentation-role-conflict.ts';

export default ruleFixtures(rule, [
  { name: 'layout table made presentational', html: '<table role="presentation"><tr><td>Layout</td></tr></table>', expect: 'pass' },
  { name: 'focusable presentational element', html: '<button role="presentation" class="cta">Buy</button>', expect: 'fail', finding: /focusable/ },
  { name: 'global aria attribute', html: '<img role="none" src="x.png" alt="" aria-label="Chart">', expect: 'fail', finding: /aria-label/ },
  { name: 'no presentational roles', html: '<p>Hi</p>', expect: 'not-applicable' },
  { name: 'image with empty alt is marked decorative and not exposed', html: '<img src="divider.png" alt="">', expect: 'pass' },
  { name: 'image with empty alt described by another element is exposed anyway', html: '<img src="chart.png" alt="" aria-describedby="note"><p id="note">Sales doubled.</p>', expect: 'fail', finding: /alt=""/ },
  { name: 'focusable image with empty alt', html: '<img src="go.png" alt="" tabindex="0">', expect: 'fail', finding: /focusable/ },
  { name: 'a hidden decorative element is not exposed at all', html: '<span role="none" aria-describedby="x" hidden>icon</span>', expect: 'pass' },
  { name: 'an image with a text alternative is not marked decorative', html: '<img src="logo.png" alt="Acme">', expect: 'not-applicable' },
]);
