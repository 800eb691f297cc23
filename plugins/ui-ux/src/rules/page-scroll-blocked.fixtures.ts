import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './page-scroll-blocked.ts';

export default ruleFixtures(rule, [
  { name: 'only horizontal clipping and modal state', html: '<style>body{overflow-x:hidden}body.modal-open{overflow:hidden}</style>', expect: 'pass' },
  { name: 'touch-action none', html: '<style>html{touch-action:none}</style>', expect: 'fail', finding: /touch-action: none/ },
  { name: 'overflow hidden on body', html: '<style>html,body{height:100%;overflow:hidden}</style>', expect: 'warn', finding: /overflow: hidden/ },
  { name: 'inline overflow on body', html: '<body style="overflow: hidden"><p>x</p></body>', expect: 'warn', finding: /<body>/ },
]);
