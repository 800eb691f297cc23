import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-facades.ts';

export default ruleFixtures(rule, [
  { name: 'lazy YouTube embed', html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" loading="lazy"></iframe>', expect: 'pass' },
  { name: 'eager YouTube embed', html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', expect: 'warn', finding: /YouTube Embedded Player \(https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\) loads with the page; a facade such as Lite YouTube/ },
  { name: 'Intercom widget script', html: '<script async src="https://widget.intercom.io/widget/abc123"></script>', expect: 'warn', finding: /Intercom/ },
  { name: 'ordinary scripts', html: '<script src="/app.js"></script><iframe src="https://example.org/form"></iframe>', expect: 'not-applicable' },
]);
