import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './attribute-allowed-values.ts';

export default ruleFixtures(rule, [
  { name: 'valid keywords', html: '<form method="POST"><input type="Email" inputmode="email"><button type="button">x</button></form><img src="a.png" alt="" loading="lazy" decoding="async"><a href="/x" target="_blank" referrerpolicy="no-referrer">x</a><a href="/y" target="help">y</a><ol type="A"></ol><div dir="rtl" contenteditable=""></div>', expect: 'pass' },
  { name: 'obsolete input type', html: '<input type="datetime" name="when">', expect: 'fail', finding: /<input> type="datetime" is not a valid value/ },
  { name: 'button type typo', html: '<form><button type="btn">Cancel</button></form>', expect: 'fail', finding: /type="btn"/ },
  { name: 'target _new', html: '<a href="/doc.pdf" target="_new">PDF</a>', expect: 'fail', finding: /target="_new"/ },
  { name: 'loading true', html: '<img src="a.png" alt="" loading="true">', expect: 'fail', finding: /loading="true"/ },
]);
