import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-id-active.ts';

export default ruleFixtures(rule, [
  { name: 'unique ids', html: '<a href="/" id="home">Home</a><button id="go">Go</button><p id="go2">x</p>', expect: 'pass' },
  { name: 'two links share an id', html: '<a href="/a" id="nav">A</a><a href="/b" id="nav">B</a>', expect: 'fail', findings: 2, finding: /id="nav" of <a href="\/a"/ },
  { name: 'a button shares an id with a paragraph', html: '<p id="buy">Text</p><button id="buy">Buy</button>', expect: 'fail', findings: 1, finding: /is also on <p id="buy">/ },
  { name: 'duplicate ids on static content only', html: '<p id="x">a</p><p id="x">b</p><button id="y">B</button>', expect: 'pass' },
  { name: 'a copy inside a template does not count', html: '<button id="t">B</button><template><button id="t">B</button></template>', expect: 'pass' },
  {
    name: 'two buttons with one id in the same shadow tree',
    html: '<div><template shadowrootmode="open"><button id="t">A</button><button id="t">B</button></template></div>',
    expect: 'fail',
    findings: 2,
    finding: /id="t" of <button id="t"> is also on <button id="t">/,
  },
  { name: 'ids in shadow trees are their own', html: '<button id="t">B</button><div><template shadowrootmode="open"><button id="t">B</button></template></div><div><template shadowrootmode="open"><button id="t">C</button></template></div>', expect: 'pass' },
  { name: 'no focusable element with an id', html: '<p id="a">x</p><a href="/">y</a>', expect: 'not-applicable' },
]);
