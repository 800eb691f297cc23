import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './focus-outline-removed.ts';

export default ruleFixtures(rule, [
  { name: 'no outline rules', html: '<style>a{color:blue}</style>', expect: 'pass' },
  { name: 'focus-visible pattern', html: '<style>:focus:not(:focus-visible){outline:none}:focus-visible{outline:3px solid}</style>', expect: 'pass' },
  { name: 'removed on :focus', html: '<style>a:focus,button:focus{outline:none}</style>', expect: 'fail', finding: /outline: none in "a:focus,button:focus"/ },
  { name: 'removed globally', html: '<style>*{outline:0}</style>', expect: 'fail' },
  { name: 'replaced with box-shadow', html: '<style>button:focus{outline:none;box-shadow:0 0 0 3px #0af}</style>', expect: 'needs-review', finding: /box-shadow/ },
  { name: 'inline on a link', html: '<a href="/" style="outline:none">Home</a>', expect: 'fail', finding: /<a>/ },
  { name: 'outline none on a class only', html: '<style>.card{outline:none}</style>', expect: 'pass' },
]);
