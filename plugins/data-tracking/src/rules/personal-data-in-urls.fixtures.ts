import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './personal-data-in-urls.ts';

export default ruleFixtures(rule, [
  { name: 'anonymous pixel', html: '<img src="https://stats.example.net/p.gif?page=home&v=2" alt="">', expect: 'pass' },
  { name: 'email in a pixel', html: '<img src="https://www.facebook.com/tr?id=1&ev=Lead&ud[em]=jane%40example.org" alt="">', expect: 'fail', finding: /<email address>/ },
  { name: 'phone parameter in a script URL', html: '<script src="https://crm.example.net/track.js?phone=0123456789"></script>', expect: 'fail', finding: /phone in <script>/ },
  { name: 'email in an outbound link', html: '<a href="https://partner.example.org/register?email=jane@example.org">Register</a>', expect: 'fail', finding: /link to/ },
  { name: 'first-party URL is not judged', html: '<a href="/account?email=jane@example.org">Me</a>', expect: 'pass' },
]);
