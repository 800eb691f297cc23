import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './image-alt.ts';

export default ruleFixtures(rule, [
  { name: 'informative and decorative images', html: '<img src="kite.png" alt="A red kite over a hill"><img src="line.png" alt="">', expect: 'pass' },
  { name: 'aria-label names the image', html: '<img src="logo.svg" aria-label="Acme">', expect: 'pass' },
  { name: 'alt missing', html: '<p><img src="hero.jpg"></p>', expect: 'fail', finding: /hero\.jpg/ },
  { name: 'aria-labelledby pointing at nothing does not count', html: '<img src="chart.png" aria-labelledby="missing">', expect: 'fail', finding: /chart\.png/ },
  { name: 'role=presentation is decorative', html: '<img src="dots.png" role="presentation">', expect: 'pass' },
  { name: 'hidden images are skipped', html: '<div aria-hidden="true"><img src="x.png"></div>', expect: 'not-applicable' },
  { name: 'an image given a role that needs no name is not judged', html: '<img src="bullet.png" role="listitem">', expect: 'not-applicable' },
  { name: 'an image given a button role needs a name', html: '<img src="close.png" role="button" tabindex="0">', expect: 'fail', finding: /close\.png/ },
  { name: 'no images', html: '<p>Text only</p>', expect: 'not-applicable' },
  { name: 'hidden by a style sheet', html: '<style>.sprite{display:none}</style><img class="sprite" src="a.png">', expect: 'not-applicable' },
  { name: 'hidden by a style sheet for some viewports only: left for review', html: '<style>@media (min-width: 60em){.mobile{display:none}}</style><img class="mobile" src="a.png">', expect: 'warn' },
  { name: 'a style sheet shows it again', html: '<style>.x{visibility:hidden}.x img{visibility:visible}</style><div class="x"><img src="a.png"></div>', expect: 'fail' },
  { name: 'an alt of only spaces names nothing', html: '<img src="team.jpg" alt="  ">', expect: 'fail', finding: /team\.jpg/ },
  { name: 'role none on a focusable image is overridden', html: '<img src="go.png" role="none" tabindex="0">', expect: 'fail' },
]);
