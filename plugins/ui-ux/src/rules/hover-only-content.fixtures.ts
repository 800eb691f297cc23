import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hover-only-content.ts';

const nav = '<nav><ul class="menu"><li><a href="/a">A</a><ul><li><a href="/b">B</a></li></ul></li></ul></nav>';
export default ruleFixtures(rule, [
  { name: 'hover and focus-within', html: `<style>.menu ul{display:none}.menu li:hover > ul,.menu li:focus-within > ul{display:block}</style>${nav}`, expect: 'pass' },
  { name: 'hover on the link itself', html: '<style>a:hover{opacity:1}</style>', expect: 'pass' },
  { name: 'hover only', html: `<style>.menu ul{display:none}.menu li:hover > ul{display:block}</style>${nav}`, expect: 'warn', finding: /\.menu li:hover ?> ?ul/ },
  { name: 'hover only inside (hover: hover)', html: `<style>@media (hover: hover){.menu li:hover ul{display:block}}</style>${nav}`, expect: 'pass' },
  {
    name: 'hover with a script toggle',
    html: `<style>.menu li:hover > ul{display:block}</style><button aria-expanded="false">Menu</button>${nav}`,
    expect: 'needs-review',
  },
]);
