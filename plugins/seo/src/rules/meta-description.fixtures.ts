import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-description.ts';

const good = 'Handmade oak dining tables built to order in our Devon workshop, delivered across the UK.';

export default ruleFixtures(rule, [
  { name: 'a description', html: `<head><title>Oak tables</title><meta name="description" content="${good}"></head>`, expect: 'pass' },
  { name: 'a short one is still a description', html: '<meta name="description" content="Tables.">', expect: 'pass' },
  { name: 'no description', html: '<head><title>Oak tables</title></head>', expect: 'fail', finding: /No <meta name="description">/ },
  { name: 'empty description', html: '<meta name="description" content="  ">', expect: 'fail', finding: /empty/ },
]);
