import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './data-uri-size.ts';

const big = `data:image/png;base64,${'A'.repeat(40 * 1024)}`;

export default ruleFixtures(rule, [
  { name: 'a tiny inline icon', html: '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt="">', expect: 'pass' },
  { name: 'a 40 KiB inline photo', html: `<img src="${big}" alt="">`, expect: 'fail', finding: /<img src> holds a 40\.0 KiB data: URI \(data:image\/png;base64,…\)/ },
  { name: 'a large background in CSS', html: `<style>.hero{background:url("${big}")}</style>`, expect: 'fail', finding: /CSS holds a 40\.0 KiB data: URI/ },
  { name: 'no data URIs', html: '<img src="/a.png" alt="">', expect: 'not-applicable' },
]);
