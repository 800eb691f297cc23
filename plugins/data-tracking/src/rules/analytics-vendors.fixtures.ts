import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './analytics-vendors.ts';

export default ruleFixtures(rule, [
  { name: 'one analytics service', html: '<script async src="https://www.google-analytics.com/analytics.js"></script>', expect: 'pass', finding: /Google Analytics/ },
  { name: 'GA4 through the Google tag', html: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>', expect: 'pass', finding: /Google Analytics/ },
  { name: 'no analytics', html: '<p>Plain page</p>', expect: 'pass', finding: /No third-party analytics/ },
  {
    name: 'four analytics services',
    html: '<script src="https://www.google-analytics.com/analytics.js"></script><script src="https://static.hotjar.com/c/hotjar-1.js"></script><script src="https://cdn.segment.com/analytics.js/v1/x/analytics.min.js"></script><script src="https://cdn.mouseflow.com/projects/x.js"></script>',
    expect: 'warn',
    finding: /4 analytics services/,
  },
]);
