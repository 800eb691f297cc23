import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './large-data-uri.ts';

const big = 'A'.repeat(30 * 1024);

export default ruleFixtures(rule, [
  { name: 'small icon', html: '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt=""><style>.i{background:url(data:image/png;base64,iVBORw0KGgo=)}</style>', expect: 'pass' },
  { name: 'large inline image', html: `<img src="data:image/jpeg;base64,${big}" alt="Hero">`, expect: 'warn', finding: /src of <img> is a 30 KB data: URI/ },
  { name: 'large font in css', html: `<style>@font-face{font-family:X;src:url(data:font/woff2;base64,${big}) format("woff2")}</style>`, expect: 'warn', finding: /30 KB data: URI \(data:font\/woff2/ },
]);
