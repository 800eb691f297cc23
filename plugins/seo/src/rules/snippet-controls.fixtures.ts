import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './snippet-controls.ts';

export default ruleFixtures(rule, [
  { name: 'no directives', html: '<title>x</title>', expect: 'pass' },
  { name: 'generous', html: '<meta name="robots" content="max-snippet:-1, max-image-preview:large">', expect: 'pass' },
  { name: 'nosnippet', html: '<meta name="robots" content="nosnippet">', expect: 'warn', finding: /hides the text snippet/ },
  { name: 'max-snippet 0', html: '<meta name="googlebot" content="max-snippet:0">', expect: 'warn', finding: /limits the snippet to 0 characters/ },
  { name: 'header noimageindex', headers: { 'content-type': 'text/html', 'x-robots-tag': 'noimageindex' }, html: '', expect: 'warn', finding: /image search/ },
]);
