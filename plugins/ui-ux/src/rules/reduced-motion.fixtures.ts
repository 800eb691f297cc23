import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './reduced-motion.ts';

export default ruleFixtures(rule, [
  {
    name: 'animation with a reduce query',
    html: '<style>.hero{animation:slide 2s infinite}@keyframes slide{to{transform:translateX(10px)}}@media (prefers-reduced-motion: reduce){.hero{animation:none}}</style>',
    expect: 'pass',
  },
  { name: 'motion only for no-preference', html: '<style>@media (prefers-reduced-motion: no-preference){html{scroll-behavior:smooth}.card{transition:transform .3s}}</style>', expect: 'pass' },
  { name: 'animation without a query', html: '<style>.hero{animation:slide 2s infinite}@keyframes slide{to{transform:translateX(10px)}}</style>', expect: 'fail', finding: /animation: slide 2s infinite in ".hero"/ },
  { name: 'transform transition', html: '<style>.card{transition:transform .3s ease}</style>', expect: 'fail', finding: /transition/ },
  { name: 'smooth scrolling', html: '<style>html{scroll-behavior:smooth}</style>', expect: 'fail', finding: /scroll-behavior/ },
  { name: 'colour transition only', html: '<style>a{transition:color .2s}</style>', expect: 'not-applicable' },
  { name: 'no css motion', html: '<style>body{margin:0}</style>', expect: 'not-applicable' },
  { name: 'external sheet not fetched', html: '<link rel="stylesheet" href="/a.css"><style>.x{animation:spin 1s}</style>', expect: 'needs-review' },
]);
