import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-dates.ts';
import { ld } from '../lib/fixture-data.ts';

const art = (extra: Record<string, unknown>) => ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Oiling oak', ...extra });
export default ruleFixtures(rule, [
  { name: 'valid dates', html: art({ datePublished: '2026-03-01T09:00:00+01:00', dateModified: '2026-04-01' }), expect: 'pass' },
  { name: 'not ISO', html: art({ datePublished: '1 March 2026' }), expect: 'fail', finding: /"1 March 2026" is not an ISO 8601 date/ },
  { name: 'in the future', html: art({ datePublished: '2027-01-01' }), expect: 'fail', finding: /after the page was captured \(2026-06-01\)/ },
  { name: 'saved page, time unknown: the future is not judged', bare: true, html: art({ datePublished: '2026-03-01' }), expect: 'pass', finding: /all valid and in order\./ },
  { name: 'saved page with its time', bare: true, fetchedAt: '2026-02-01T00:00:00.000Z', html: art({ datePublished: '2026-03-01' }), expect: 'fail', finding: /after the page was captured \(2026-02-01\)/ },
  { name: 'modified before published', html: art({ datePublished: '2026-03-01', dateModified: '2025-01-01' }), expect: 'fail', finding: /before datePublished/ },
  { name: 'no time zone', html: art({ datePublished: '2026-03-01T09:00:00' }), expect: 'warn', finding: /no time zone/ },
  { name: 'no dates', html: art({}), expect: 'not-applicable' },
]);
