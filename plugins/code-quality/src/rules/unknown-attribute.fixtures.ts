import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './unknown-attribute.ts';

export default ruleFixtures(rule, [
  {
    name: 'standard, data, aria, rdfa and framework attributes',
    html: '<html lang="en" xmlns:og="http://ogp.me/ns#"><meta property="og:title" content="x"><div data-id="1" aria-hidden="true" role="note" x-data="{}" v-if="a" :class="b" @click="c"><img src="a.png" alt="" loading="lazy" fetchpriority="high"><svg viewBox="0 0 1 1"><path d="M0 0"/></svg><my-el foo="1"></my-el></div></html>',
    expect: 'pass',
  },
  { name: 'misspelt href', html: '<a herf="/about">About</a>', expect: 'warn', finding: /<a> has unknown attribute "herf"/ },
  { name: 'broken quoting', html: '<img src="a.png"" alt="x">', expect: 'warn', finding: /unknown attribute/ },
  { name: 'obsolete attributes are left to other rules', html: '<td align="center" nowrap>x</td><script language="javascript"></script>', expect: 'pass' },
]);
