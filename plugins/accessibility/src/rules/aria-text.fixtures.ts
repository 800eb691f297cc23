import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-text.ts';

export default ruleFixtures(rule, [
  { name: 'text only', html: '<p>Price: <span role="text">$<span>9</span>.99</span></p>', expect: 'pass' },
  { name: 'contains a link', html: '<h2 role="text" id="h">Read <a href="/more">more</a></h2>', expect: 'fail', finding: /id="h".*contains the focusable <a href="\/more">/ },
  { name: 'contains a button', html: '<div role="text"><button>Buy</button></div>', expect: 'fail', findings: 1 },
  { name: 'focusable itself', html: '<span role="text" tabindex="0" id="t">Label</span>', expect: 'fail', finding: /itself focusable/ },
  { name: 'anchor without href is not focusable', html: '<span role="text"><a name="top">Top</a></span>', expect: 'pass' },
  { name: 'hidden', html: '<div aria-hidden="true"><span role="text"><a href="/">x</a></span></div>', expect: 'not-applicable' },
  { name: 'no role="text"', html: '<p>Text</p>', expect: 'not-applicable' },
]);
