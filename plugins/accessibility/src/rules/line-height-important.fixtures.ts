import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './line-height-important.ts';

const long = 'Our shop opens at nine in the morning and closes at six in the evening on weekdays, with shorter hours on Saturdays and public holidays, when the café upstairs also serves lunch until three in the afternoon and the bakery next door sells fresh bread.';

export default ruleFixtures(rule, [
  { name: 'tall enough as a number', html: `<p style="line-height: 1.6 !important">${long}</p>`, expect: 'pass' },
  { name: 'tall enough in em', html: `<p style="line-height: 2em !important">${long}</p>`, expect: 'pass' },
  { name: 'too short on a paragraph narrower than its text', html: `<p style="line-height: 1.1 !important; max-width: 30em">${long}</p>`, expect: 'fail', finding: /line-height/ },
  { name: 'too short, but whether the text wraps depends on the layout', html: '<p style="line-height: 1 !important">Open nine to six</p>', expect: 'warn' },
  { name: 'a single word cannot wrap', html: '<p style="line-height: 1 !important">Welcome</p>', expect: 'not-applicable' },
  { name: 'too short in px for a font size from a style sheet', html: `<style>p{font-size:20px}</style><p style="line-height: 24px !important; max-width: 20em">${long}</p>`, expect: 'fail' },
  { name: 'the later of two important declarations wins', html: `<p style="line-height: 1 !important; line-height: 1.8 !important">${long}</p>`, expect: 'pass' },
  { name: 'a short text in a box of fixed width does not wrap', html: '<p style="line-height: 1 !important; width: 800px">Open nine to six</p>', expect: 'not-applicable' },
  { name: 'not important', html: `<p style="line-height: 1">${long}</p>`, expect: 'not-applicable' },
]);
