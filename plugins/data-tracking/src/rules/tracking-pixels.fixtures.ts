import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tracking-pixels.ts';

export default ruleFixtures(rule, [
  { name: 'ordinary images', html: '<img src="/logo.png" alt="Logo" width="120" height="40"><img src="/spacer.gif" width="1" height="1" alt="">', expect: 'pass' },
  { name: 'Meta Pixel noscript fallback', html: '<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=123&ev=PageView&noscript=1"></noscript>', expect: 'warn', finding: /Meta Pixel pixel .*in <noscript>/ },
  { name: 'invisible third-party image', html: '<img src="https://t.adserver.example.net/i.gif?u=42" width="1" height="1" alt="">', expect: 'warn', finding: /Invisible image/ },
  { name: 'Google Analytics collect', html: '<img src="https://www.google-analytics.com/collect?v=1&tid=UA-1-1&t=pageview" alt="">', expect: 'warn', finding: /Google Analytics pixel/ },
]);
