import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './link-text.ts';

export default ruleFixtures(rule, [
  { name: 'descriptive', html: '<a href="/care">Oak table care guide</a>', expect: 'pass' },
  { name: 'click here', html: '<a href="/care">Click here</a>', expect: 'fail', finding: /https:\/\/example\.com\/care has the generic text "Click here"/ },
  { name: 'read more with arrow', html: '<a href="/news/1">Read more →</a><a href="/news/2">Learn more…</a>', expect: 'fail', findings: 2 },
  { name: 'same-page link ignored', html: '<a href="#top">here</a>', expect: 'not-applicable' },
  { name: 'saved page: an absolute link', bare: true, html: '<a href="https://example.com/care">Click here</a>', expect: 'fail', finding: /generic text "Click here"/ },
]);
