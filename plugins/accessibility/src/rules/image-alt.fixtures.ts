import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './image-alt.ts';

export default ruleFixtures(rule, [
  { name: 'informative and decorative images', html: '<img src="kite.png" alt="A red kite over a hill"><img src="line.png" alt="">', expect: 'pass' },
  { name: 'aria-label names the image', html: '<img src="logo.svg" aria-label="Acme">', expect: 'pass' },
  { name: 'alt missing', html: '<p><img src="hero.jpg"></p>', expect: 'fail', finding: /hero\.jpg/ },
  { name: 'aria-labelledby pointing at nothing does not count', html: '<img src="chart.png" aria-labelledby="missing">', expect: 'fail', finding: /chart\.png/ },
  { name: 'role=presentation is decorative', html: '<img src="dots.png" role="presentation">', expect: 'pass' },
  { name: 'hidden images are skipped', html: '<div aria-hidden="true"><img src="x.png"></div>', expect: 'not-applicable' },
  { name: 'no images', html: '<p>Text only</p>', expect: 'not-applicable' },
]);
