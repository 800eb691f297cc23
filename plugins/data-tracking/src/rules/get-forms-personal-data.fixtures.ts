import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './get-forms-personal-data.ts';

export default ruleFixtures(rule, [
  { name: 'POST form', html: '<form action="/join" method="post"><input type="email" name="email"></form>', expect: 'pass' },
  { name: 'newsletter without method', html: '<form action="/join"><input type="email" name="email"></form>', expect: 'warn', finding: /sends email in the URL/ },
  { name: 'contact form via GET', html: '<form action="/contact" method="get"><input name="first_name"><input type="tel" name="phone"></form>', expect: 'warn', finding: /first_name, phone/ },
  { name: 'password forms are left to security', html: '<form action="/login" method="get"><input type="email" name="email"><input type="password" name="pw"></form>', expect: 'not-applicable' },
  { name: 'search only', html: '<form action="/search"><input type="search" name="q"></form>', expect: 'not-applicable' },
]);
