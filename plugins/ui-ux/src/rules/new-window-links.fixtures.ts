import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './new-window-links.ts';

export default ruleFixtures(rule, [
  { name: 'announced', html: '<a href="https://x.org" target="_blank">Report <span class="visually-hidden">(opens in a new tab)</span></a>', expect: 'pass' },
  { name: 'icon class', html: '<a href="https://x.org" target="_blank">Docs <svg class="icon-external"></svg></a>', expect: 'pass' },
  { name: 'announced by the accessible name (aria-labelledby)', html: '<a href="https://x.org/r.html" target="_blank" id="r" aria-labelledby="r nt">Report</a><span id="nt" hidden>opens in a new tab</span>', expect: 'pass' },
  { name: 'hint only in hidden text', html: '<a href="https://partner.example/offer" target="_blank">Our partner <span style="display:none">opens in a new tab</span></a>', expect: 'warn', finding: /Our partner/ },
  { name: 'silent new window', html: '<a href="https://partner.example/offer" target="_blank">Our partner</a>', expect: 'warn', finding: /Our partner.*partner\.example/ },
  { name: 'no new-window links', html: '<a href="/about">About</a>', expect: 'not-applicable' },
]);
