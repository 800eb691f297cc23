import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './plaintext-data-requests.ts';

export default ruleFixtures(rule, [
  { name: 'all HTTPS', html: '<img src="https://stats.example.net/p.gif?u=1" alt="">', expect: 'pass' },
  { name: 'http pixel with parameters', html: '<img src="http://stats.example.net/p.gif?u=1&page=home" alt="">', expect: 'fail', finding: /stats\.example\.net/ },
  { name: 'http URL without parameters is left to mixed-content checks', html: '<img src="http://img.example.net/logo.png" alt="">', expect: 'pass' },
  { name: 'plain HTTP page', url: 'http://example.com/', html: '<img src="http://stats.example.net/p.gif?u=1" alt="">', expect: 'not-applicable' },
]);
