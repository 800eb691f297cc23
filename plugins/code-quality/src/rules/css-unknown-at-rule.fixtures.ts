import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-unknown-at-rule.ts';

export default ruleFixtures(rule, [
  { name: 'standard at-rules', html: '<style>@charset "utf-8"; @import url(a.css); @media (min-width: 40em) { a { color: red } } @supports (display: grid) { } @font-face { font-family: X; src: url(x.woff2) } @keyframes spin { to { rotate: 1turn } } @-webkit-keyframes spin { } @layer base { } @container (min-width: 1px) { } @property --x { syntax: "<length>"; inherits: false; initial-value: 0px }</style>', expect: 'pass' },
  { name: 'uncompiled tailwind', html: '<style>@tailwind base; .btn { @apply px-4 py-2; }</style>', expect: 'fail', finding: /@tailwind is not a CSS at-rule — a preprocessor directive/ },
  { name: 'obsolete viewport', html: '<style>@-ms-viewport { width: device-width } @viewport { width: device-width }</style>', expect: 'fail', finding: /@viewport .*obsolete/, findings: 1 },
  { name: 'no at-rules', html: '<style>a{color:red}</style>', expect: 'not-applicable' },
]);
