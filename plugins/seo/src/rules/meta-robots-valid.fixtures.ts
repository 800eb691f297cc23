import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-robots-valid.ts';

export default ruleFixtures(rule, [
  { name: 'valid', html: '<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large">', expect: 'pass' },
  { name: 'typo', html: '<meta name="robots" content="no-index">', expect: 'warn', finding: /unknown directive "no-index" \(did you mean noindex\?\)/ },
  { name: 'bad max-snippet', html: '<meta name="googlebot" content="max-snippet:lots">', expect: 'fail', finding: /max-snippet needs an integer/ },
  { name: 'bad image preview', headers: { 'content-type': 'text/html', 'x-robots-tag': 'max-image-preview:huge' }, html: '', expect: 'fail', finding: /X-Robots-Tag: max-image-preview:huge/ },
  { name: 'contradiction across meta and header', headers: { 'content-type': 'text/html', 'x-robots-tag': 'noindex' }, html: '<meta name="robots" content="index">', expect: 'warn', finding: /both index and noindex/ },
  { name: 'none', html: '<title>x</title>', expect: 'not-applicable' },
]);
