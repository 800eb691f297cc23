import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './javascript-links.ts';

export default ruleFixtures(rule, [
  { name: 'real links', html: '<a href="/about">About</a><button type="button">Open menu</button>', expect: 'pass' },
  { name: 'javascript link', html: '<a href="javascript:void(0)" onclick="openMenu()">Menu</a>', expect: 'warn', finding: /Menu.*javascript:void\(0\)/ },
]);
