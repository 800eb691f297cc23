import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './question-headings-answered.ts';

export default ruleFixtures(rule, [
  { name: 'answered', html: '<h2>How often should I oil oak?</h2><p>Twice a year.</p><h2>Which oil?</h2><ul><li>Hardwax oil</li></ul>', expect: 'pass' },
  { name: 'answer inside a wrapper', html: '<section><h2>Do you ship abroad?</h2><div class="a"><p>Yes, across Europe.</p></div></section>', expect: 'pass' },
  { name: 'unanswered', html: '<h2>How often should I oil oak?</h2><h2>Which oil?</h2><p>Hardwax oil.</p>', expect: 'warn', finding: /"How often should I oil oak\?" is followed by the heading "Which oil\?"/ },
  { name: 'last question with nothing after', html: '<h2>Intro</h2><p>x</p><h3>Any questions?</h3><img src="a.png" alt="">', expect: 'warn', finding: /followed by nothing/ },
  { name: 'no question headings', html: '<h2>Care</h2><p>Oil it.</p>', expect: 'not-applicable' },
]);
