import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './blink.ts';

export default ruleFixtures(rule, [
  { name: 'blink element', html: '<p><blink>Sale!</blink></p>', expect: 'fail', finding: /Sale!/ },
  { name: 'css blink', html: '<style>.hot { text-decoration: underline blink; }</style><p class="hot">Hot</p>', expect: 'fail', finding: /text-decoration: blink in the rule for .hot/ },
  { name: 'no blinking', html: '<style>a { text-decoration: underline; }</style><p><strong>Sale!</strong></p>', expect: 'pass' },
]);
