import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './content-sections.ts';

const para = (n: number) => `<p>${'Oak is oiled twice a year with a thin coat of hardwax oil. '.repeat(n)}</p>`;
export default ruleFixtures(rule, [
  { name: 'sectioned', html: `<main><h1>Care</h1>${para(20)}<h2>Oiling</h2>${para(20)}<h2>Cleaning</h2>${para(20)}</main>`, expect: 'pass' },
  { name: 'wall of text', html: `<main><h1>Care</h1>${para(40)}</main>`, expect: 'fail', finding: /no h2–h6/ },
  { name: 'sparse headings', html: `<main><h1>Care</h1>${para(60)}<h2>More</h2>${para(60)}</main>`, expect: 'warn', finding: /words per section/ },
  { name: 'headings outside main do not count', html: `<nav><h2>Menu</h2></nav><main>${para(40)}</main>`, expect: 'fail' },
  { name: 'short page', html: `<main>${para(3)}</main>`, expect: 'not-applicable' },
]);
