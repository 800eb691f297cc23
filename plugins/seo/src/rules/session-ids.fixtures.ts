import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './session-ids.ts';

export default ruleFixtures(rule, [
  { name: 'clean', url: 'https://example.com/shop?page=2', html: '<a href="/cart?item=4">Cart</a>', expect: 'pass' },
  { name: 'session in page URL', url: 'https://example.com/shop?PHPSESSID=abc123', html: '', expect: 'fail', finding: /page URL carries a session id \(PHPSESSID\)/ },
  { name: 'jsessionid in links', html: '<a href="/shop;jsessionid=0A1B2C">Shop</a>', expect: 'fail', finding: /jsessionid/ },
  { name: 'external links not judged', html: '<a href="https://example.org/?sid=1">Partner</a>', expect: 'pass' },
]);
