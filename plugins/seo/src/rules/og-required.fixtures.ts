import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './og-required.ts';

const og = (p: string, c: string) => `<meta property="${p}" content="${c}">`;

export default ruleFixtures(rule, [
  { name: 'all four', html: og('og:title', 'Oak tables') + og('og:type', 'website') + og('og:image', 'https://example.com/i.jpg') + og('og:url', 'https://example.com/'), expect: 'pass' },
  { name: 'name= instead of property= counts', html: '<meta name="og:title" content="T">' + og('og:type', 'website') + og('og:image', 'https://example.com/i.jpg') + og('og:url', 'https://example.com/'), expect: 'pass' },
  { name: 'some missing', html: og('og:title', 'Oak tables') + og('og:image', ''), expect: 'warn', finding: /Missing or empty: og:type, og:image, og:url/ },
  { name: 'none', html: '<title>x</title>', expect: 'fail', finding: /no Open Graph/ },
]);
