import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './personal-data-in-tag-calls.ts';

export default ruleFixtures(rule, [
  { name: 'plain page view', html: "<script>fbq('init', '123456'); fbq('track', 'PageView'); gtag('config', 'G-ABC');</script>", expect: 'pass', finding: /3 inline tag calls/ },
  { name: 'Meta advanced matching with email', html: "<script>fbq('init', '123456', { em: 'jane.doe@example.org', fn: 'jane' });</script>", expect: 'fail', finding: /fbq\(\)/ },
  { name: 'identify call', html: "<script>analytics.identify('u-42', { email: 'jane.doe@example.org', plan: 'pro' });</script>", expect: 'fail', finding: /analytics\.identify\(\)/ },
  { name: 'data layer push', html: "<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ event: 'login', user: { email: `jane.doe@example.org` } });</script>", expect: 'fail', finding: /dataLayer\.push/ },
  { name: 'no tag calls', html: '<script>console.log(1)</script>', expect: 'not-applicable' },
]);
