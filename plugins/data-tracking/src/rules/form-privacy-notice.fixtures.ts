import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './form-privacy-notice.ts';

export default ruleFixtures(rule, [
  { name: 'newsletter with notice', html: '<form action="/subscribe"><input type="email" name="email"><p>See our <a href="/privacy">privacy policy</a>.</p><button>Subscribe</button></form>', expect: 'pass' },
  { name: 'contact form without notice', html: '<form action="/contact" method="post"><input name="first_name"><input type="email" name="email"><textarea name="msg"></textarea><button>Send</button></form>', expect: 'warn', finding: /first_name, email/ },
  { name: 'sign-in form', html: '<form action="/login" method="post"><input type="email" name="email"><input type="password" name="pw"><button>Sign in</button></form>', expect: 'not-applicable' },
  { name: 'search form', html: '<form role="search"><input type="search" name="q"></form>', expect: 'not-applicable' },
]);
