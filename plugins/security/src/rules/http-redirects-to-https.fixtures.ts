import { ruleFixtures } from '@pagegrade/core/testing';
import type { SnapshotParts } from '@pagegrade/core';

type ResourceParts = NonNullable<SnapshotParts['resources']>[string];
import rule from './http-redirects-to-https.ts';

const variant = (status: number, location?: string): Record<string, ResourceParts> => {
  const headers: Record<string, string> = location ? { location } : {};
  return { 'http://example.com/': { role: 'httpVariant', status, headers, ...(status === 200 ? { body: '<p>x</p>' } : {}) } };
};

export default ruleFixtures(rule, [
  { name: '301 to https same host', resources: variant(301, 'https://example.com/'), expect: 'pass' },
  { name: '308 to https', resources: variant(308, 'https://example.com/'), expect: 'pass' },
  { name: 'served over http', resources: variant(200), expect: 'fail', finding: /answers 200 over plain HTTP/ },
  { name: 'temporary redirect', resources: variant(302, 'https://example.com/'), expect: 'warn', finding: /temporary 302/ },
  { name: 'other host first', resources: variant(301, 'https://www.example.com/'), expect: 'warn', finding: /another host/ },
  { name: 'http to http', resources: variant(301, 'http://www.example.com/'), expect: 'warn', finding: /another plain-HTTP URL/ },
  { name: 'redirect without location', resources: variant(301), expect: 'fail', finding: /without a usable Location/ },
  { name: 'not fetched', expect: 'not-applicable' },
  { name: 'fetch failed', resources: { 'http://example.com/': { role: 'httpVariant', error: 'timeout' } }, expect: 'error' },
  { name: 'http page', url: 'http://example.com/', expect: 'not-applicable' },
]);
