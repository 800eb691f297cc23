import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './contact-links.ts';

export default ruleFixtures(rule, [
  { name: 'linked', html: '<p>Call <a href="tel:+442079460958">+44 20 7946 0958</a> or write to <a href="mailto:hello@example.com">hello@example.com</a>. Also: +44 20 7946 0958.</p>', expect: 'pass' },
  { name: 'plain phone', html: '<footer><p>Phone: 020 7946 0958</p></footer>', expect: 'warn', finding: /020 7946 0958/ },
  { name: 'plain international', html: '<p>Ring us on +1 (555) 010-4477 any time.</p>', expect: 'warn', finding: /\+1 \(555\) 010-4477/ },
  { name: 'plain email', html: '<address>sales@oak-tables.co.uk</address>', expect: 'warn', finding: /sales@oak-tables\.co\.uk/ },
  { name: 'prices and dates are not phones', html: '<p>Order 12345678 shipped on 2026-01-01 for €1,299.00.</p>', expect: 'not-applicable' },
  { name: 'email in code', html: '<pre>git config user.email you@example.com</pre>', expect: 'not-applicable' },
]);
