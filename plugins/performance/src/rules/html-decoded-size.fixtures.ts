import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './html-decoded-size.ts';

export default ruleFixtures(rule, [
  { name: 'a small document', html: '<p>Hello</p>', expect: 'pass' },
  { name: 'a bare file counts too', bare: true, html: '<p>Hello</p>', expect: 'pass' },
  { name: '600 KiB of HTML', html: `<p>${'x'.repeat(600 * 1024)}</p>`, expect: 'warn', finding: /600\.0 KiB decoded/ },
  { name: '3 MiB of HTML', html: `<p>${'x'.repeat(3 * 1024 * 1024)}</p>`, expect: 'fail', finding: /MiB decoded/ },
  { name: 'cut off by the fetcher', html: '<p>x</p>', limitsHit: ['document-bytes'], expect: 'fail', finding: /cut off/ },
]);
