import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './safe-area-insets.ts';

const cover = '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">';
export default ruleFixtures(rule, [
  { name: 'cover with insets', html: `${cover}<style>footer{padding-bottom:env(safe-area-inset-bottom)}</style>`, expect: 'pass' },
  { name: 'cover without insets', html: `${cover}<style>footer{padding-bottom:1rem}</style>`, expect: 'warn', finding: /viewport-fit=cover/ },
  { name: 'no cover', html: '<meta name="viewport" content="width=device-width">', expect: 'not-applicable' },
]);
