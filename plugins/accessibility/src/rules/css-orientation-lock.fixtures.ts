import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-orientation-lock.ts';

export default ruleFixtures(rule, [
  { name: 'orientation query that only changes the layout', html: '<style>@media (orientation: landscape) { main { display: flex; transform: translateX(2px) } }</style><main><p>Hello</p></main>', expect: 'not-applicable' },
  { name: 'half turn is not a lock', html: '<style>@media (orientation: portrait) { .logo { transform: rotate(180deg) } }</style><p class="logo">Logo</p>', expect: 'pass' },
  { name: 'quarter turn in portrait', html: '<style>@media screen and (orientation: portrait) { #app { transform: rotate(90deg) } }</style><div id="app"><p>Game</p></div>', expect: 'fail', finding: /id="app".*rotated 90°.*orientation: ?portrait/ },
  { name: 'rotate property and turns', html: '<style>@media (orientation: landscape) { .page { rotate: -0.25turn } }</style><div class="page">Text</div>', expect: 'fail', finding: /rotated -90°/ },
  { name: 'a matrix that turns a quarter', html: '<style>@media (orientation:landscape){body{transform:matrix(0,1,-1,0,0,0)}}</style><body><p>x</p></body>', expect: 'fail', findings: 1 },
  { name: 'a 3D matrix that turns about the screen axis', html: '<style>@media (orientation: landscape) { body { transform: matrix3d(0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1) } }</style><body>Page</body>', expect: 'fail', finding: /rotated -90°/ },
  { name: 'a 3D matrix that tilts the screen plane is not read as a turn', html: '<style>@media (orientation: landscape) { body { transform: matrix3d(0, -1, 0, 0, 0, 0, 1, 0, -1, 0, 0, 0, 0, 0, 0, 1) } }</style><body>Page</body>', expect: 'not-applicable' },
  { name: 'rotateZ with several arguments is invalid', html: '<style>@media (orientation: landscape) { body { transform: rotateZ(0, 0, 1, 270deg) } }</style><body>Page</body>', expect: 'not-applicable' },
  { name: 'the rotated selector matches nothing', html: '<style>@media (orientation: portrait) { .none { transform: rotate(90deg) } }</style><p>x</p>', expect: 'pass' },
  { name: 'no orientation media query', html: '<style>.a{transform:rotate(90deg)}</style><p class="a">x</p>', expect: 'not-applicable' },
]);
