import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-weight.ts';

const js = { 'content-type': 'text/javascript' };

export default ruleFixtures(rule, [
  { name: 'a small analytics script', html: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>', resources: { 'https://www.googletagmanager.com/gtag/js?id=G-1': { body: 'x'.repeat(80 * 1024), headers: js } }, expect: 'pass', finding: /Google Tag Manager 80\.0 KiB/ },
  { name: 'first-party only', html: '<script src="/app.js"></script>', resources: { '/app.js': { body: 'x'.repeat(900 * 1024), headers: js } }, expect: 'not-applicable' },
  { name: 'a 400 KiB chat widget', html: '<script async src="https://widget.chat.example.net/w.js"></script>', resources: { 'https://widget.chat.example.net/w.js': { body: 'x'.repeat(400 * 1024), headers: js } }, expect: 'warn', finding: /example\.net 400\.0 KiB/ },
  {
    name: 'over a megabyte of vendors',
    html: '<p>x</p>',
    resources: {
      'https://connect.facebook.net/en_US/fbevents.js': { body: 'x'.repeat(600 * 1024), headers: js },
      'https://cdn.ads.example.org/ads.js': { body: 'x'.repeat(600 * 1024), headers: js },
    },
    expect: 'fail',
    finding: /from 2 third parties/,
  },
]);
