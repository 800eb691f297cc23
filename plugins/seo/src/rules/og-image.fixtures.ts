import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './og-image.ts';

export default ruleFixtures(rule, [
  { name: 'absolute', html: '<meta property="og:image" content="https://example.com/share.jpg"><meta property="og:image:width" content="1200">', expect: 'pass' },
  { name: 'relative', html: '<meta property="og:image" content="/share.jpg">', expect: 'fail', finding: /"\/share\.jpg" is not an absolute http\(s\) URL \(write https:\/\/example\.com\/share\.jpg\)/ },
  { name: 'protocol-relative', html: '<meta property="og:image" content="//cdn.example.com/share.jpg">', expect: 'fail' },
  { name: 'tiny', html: '<meta property="og:image" content="https://example.com/s.jpg"><meta property="og:image:width" content="120">', expect: 'warn', finding: /og:image:width is 120 px/ },
  { name: 'http on https page', html: '<meta property="og:image" content="http://example.com/s.jpg">', expect: 'warn', finding: /plain http/ },
  { name: 'none', html: '<meta property="og:title" content="x">', expect: 'not-applicable' },
]);
