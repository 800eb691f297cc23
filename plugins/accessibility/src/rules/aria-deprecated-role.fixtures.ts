import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-deprecated-role.ts';

export default ruleFixtures(rule, [
  { name: 'a current role', html: '<div role="list"><div role="listitem">Milk</div></div>', expect: 'pass' },
  { name: 'role="directory"', html: '<div role="directory" id="staff">Staff</div>', expect: 'fail', finding: /staff.*directory.*list/ },
  { name: 'doc-endnote', html: '<ol role="doc-endnotes"><li role="doc-endnote" id="n1">See page 4.</li></ol>', expect: 'fail', finding: /doc-endnote/, findings: 1 },
  { name: 'doc-biblioentry', html: '<li role="doc-biblioentry">Knuth, 1968</li>', expect: 'fail', finding: /doc-biblioentry/ },
  { name: 'deprecated role after a recognised one is only a fallback', html: '<div role="list directory">x</div>', expect: 'pass' },
  { name: 'an unknown first token lets the deprecated one apply', html: '<div role="folder directory">x</div>', expect: 'fail', finding: /directory/ },
  { name: 'hidden element', html: '<div hidden role="directory">x</div>', expect: 'not-applicable' },
  { name: 'no roles', html: '<p>Text</p>', expect: 'not-applicable' },
]);
