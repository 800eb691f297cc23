import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hyperlink-auditing.ts';

export default ruleFixtures(rule, [
  { name: 'plain links', html: '<a href="https://other.example.org/">Other</a>', expect: 'pass' },
  { name: 'third-party ping', html: '<a href="https://shop.example.org/" ping="https://clicks.tracker.example.net/p?c=1">Shop</a>', expect: 'warn', finding: /third party/ },
  { name: 'first-party ping', html: '<a href="/next" ping="/log-click">Next</a>', expect: 'warn', finding: /log-click/ },
]);
