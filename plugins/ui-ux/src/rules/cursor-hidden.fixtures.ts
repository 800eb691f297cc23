import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cursor-hidden.ts';

export default ruleFixtures(rule, [
  { name: 'pointer on links', html: '<style>a{cursor:pointer}.game-canvas{cursor:none}</style>', expect: 'pass' },
  { name: 'hidden on body', html: '<style>html,body{cursor:none}</style>', expect: 'fail', finding: /cursor: none in "html, ?body"/ },
  { name: 'hidden on everything', html: '<style>*{cursor:none!important}</style>', expect: 'fail' },
]);
