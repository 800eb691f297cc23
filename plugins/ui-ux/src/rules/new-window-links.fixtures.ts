import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './new-window-links.ts';

export default ruleFixtures(rule, [
  { name: 'announced', html: '<a href="https://x.org" target="_blank">Report <span class="visually-hidden">(opens in a new tab)</span></a>', expect: 'pass' },
  { name: 'icon class', html: '<a href="https://x.org" target="_blank">Docs <svg class="icon-external"></svg></a>', expect: 'pass' },
  { name: 'silent new window', html: '<a href="https://partner.example/offer" target="_blank">Our partner</a>', expect: 'warn', finding: /Our partner.*partner\.example/ },
  { name: 'no new-window links', html: '<a href="/about">About</a>', expect: 'not-applicable' },
]);
