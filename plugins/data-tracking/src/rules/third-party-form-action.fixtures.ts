import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-form-action.ts';

export default ruleFixtures(rule, [
  { name: 'own endpoint', html: '<form action="/subscribe" method="post"><input type="email" name="email"></form>', expect: 'pass' },
  { name: 'Mailchimp form', html: '<form action="https://acme.us1.list-manage.com/subscribe/post?u=1&id=2" method="post"><input type="email" name="EMAIL"></form>', expect: 'warn', finding: /sends EMAIL to/ },
  { name: 'no personal data', html: '<form action="https://search.example.net/"><input type="search" name="q"></form>', expect: 'not-applicable' },
]);
