import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './crawlable-anchors.ts';

export default ruleFixtures(rule, [
  { name: 'real links', html: '<a href="/tables">Tables</a><a href="mailto:a@example.com">Mail</a><a id="top"></a>', expect: 'pass' },
  { name: 'javascript href', html: '<a href="javascript:openMenu()">Menu</a>', expect: 'fail', finding: /Link "Menu" has a javascript: href/ },
  { name: 'onclick without href', html: '<a onclick="go(\'/tables\')">Tables</a>', expect: 'fail', finding: /onclick handler but no href/ },
  { name: 'hash with onclick', html: '<a href="#" onclick="go()">Chairs</a>', expect: 'fail', finding: /only by script/ },
  { name: 'invalid url', html: '<a href="http://exa mple.com:99999/">Bad</a>', expect: 'fail', finding: /not a valid URL/ },
  { name: 'role link span', html: '<span role="link" onclick="go()">Sofas</span>', expect: 'fail', finding: /<span role="link"> "Sofas"/ },
  { name: 'an <a> without href', html: '<a class="menu-toggle">Menu</a>', expect: 'needs-review', finding: /1 <a> element has no href \(first: <a class="menu-toggle">\)/ },
  { name: 'fragment targets and role buttons without href', html: '<a href="/x">X</a><a name="chapter-2"></a><a id="top"></a><a role="button" tabindex="0">Open</a>', expect: 'pass' },
  { name: 'no links', html: '<p>text</p>', expect: 'not-applicable' },
]);
