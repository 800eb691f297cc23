import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-recipients.ts';

const imgs = (n: number) => Array.from({ length: n }, (_, i) => `<img src="https://cdn${i}.example${i}.net/a.png" alt="">`).join('');
const google = '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter"><script src="https://www.google-analytics.com/analytics.js"></script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script><img src="https://stats.g.doubleclick.net/p.gif" alt="">';

export default ruleFixtures(rule, [
  { name: 'first-party only', html: '<script src="/app.js"></script><img src="https://img.example.com/a.png" alt="">', expect: 'pass', finding: /no request to another company/ },
  { name: 'Google services count once', html: google, expect: 'pass', finding: /^1 company: Google\.$/ },
  { name: 'eleven companies', html: imgs(11), expect: 'warn', finding: /11 companies/ },
  { name: 'thirty companies', html: imgs(30), expect: 'fail', finding: /30 companies/ },
  { name: 'inline snippet URL counts', html: `<script>(function(){var s=document.createElement('script');s.src='https://static.hotjar.com/c/hotjar-1.js';})();</script>${imgs(10)}`, expect: 'warn', finding: /Hotjar/ },
  { name: 'text/plain scripts held for consent are not counted', html: `<script type="text/plain" data-cookieconsent="statistics" src="https://www.google-analytics.com/analytics.js"></script>${imgs(10)}`, expect: 'pass' },
]);
