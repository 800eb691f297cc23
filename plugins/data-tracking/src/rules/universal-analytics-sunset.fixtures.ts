import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './universal-analytics-sunset.ts';

export default ruleFixtures(rule, [
  { name: 'GA4 only', html: "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-ABC123\"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-ABC123');</script>", expect: 'pass' },
  { name: 'analytics.js snippet', html: "<script>(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;a=s.createElement(o);a.src=g;})(window,document,'script','https://www.google-analytics.com/analytics.js','ga');ga('create','UA-12345-1','auto');</script>", expect: 'warn', finding: /UA-12345-1/ },
  { name: 'gtag with a UA id', html: '<script async src="https://www.googletagmanager.com/gtag/js?id=UA-998877-2"></script>', expect: 'warn', finding: /UA-998877-2/ },
  { name: 'no Google Analytics', html: '<p>x</p>', expect: 'not-applicable' },
]);
