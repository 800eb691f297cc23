import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './link-in-text-block.ts';

export default ruleFixtures(rule, [
  { name: 'default underline', html: '<p>Read our <a href="/terms">terms of sale</a> before ordering.</p>', expect: 'pass' },
  { name: 'bold link without underline', html: '<style>a{text-decoration:none;font-weight:bold}</style><p>Read our <a href="/terms">terms</a> first.</p>', expect: 'pass' },
  { name: 'colour only, too little contrast', html: '<style>a{text-decoration:none;color:#0645ad}</style><p>Read our <a href="/terms" id="t">terms</a> first.</p>', expect: 'fail', finding: /id="t".*#0645ad has only 2\.46:1/ },
  { name: 'colour only, enough contrast: hover and focus need review', html: '<style>a{text-decoration:none;color:#e00}</style><p>Read our <a href="/terms">terms</a> first.</p>', expect: 'needs-review', finding: /has \d\.\d\d:1/ },
  { name: 'border cue from a style sheet needs review', html: '<style>a{text-decoration:none;color:#0645ad;border-bottom:1px solid}</style><p>Read our <a href="/terms">terms</a> first.</p>', expect: 'needs-review' },
  { name: 'link alone in its block', html: '<style>a{text-decoration:none}</style><ul><li><a href="/">Home</a></li></ul>', expect: 'not-applicable' },
  { name: 'block link', html: '<style>a{text-decoration:none;display:block}</style><p>Go <a href="/">home</a> now.</p>', expect: 'not-applicable' },
  { name: 'no links', html: '<p>Text</p>', expect: 'not-applicable' },
]);
