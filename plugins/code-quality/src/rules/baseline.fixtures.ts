import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './baseline.ts';

// Statuses as web-features 3.40.0 gives them; a later release may move a feature to widely available.
export default ruleFixtures(rule, [
  {
    name: 'only widely available features',
    html: '<main><h1>Hi</h1><p style="display:flex;gap:1rem">x</p></main><style>a:hover{text-decoration:underline} .g{display:grid;color:rgb(0 0 0 / 50%)}</style><script>document.querySelector("p").addEventListener("click", () => history.back())</script>',
    expect: 'pass',
  },
  { name: 'a CSS property of limited availability', html: '<style>.card{box-decoration-break:clone}</style><p class=card>x</p>', expect: 'warn', finding: /the box-decoration-break property: box-decoration-break \(css\.properties\.box-decoration-break\) is limited availability \(not in Safari, Safari iOS\)/ },
  { name: 'a keyword value of limited availability', html: '<p style="text-wrap:pretty">x</p>', expect: 'warn', finding: /text-wrap: pretty.*limited availability \(not in Firefox/ },
  { name: 'a CSS function newly available', html: '<style>:root{color-scheme:light dark}body{color:light-dark(#111,#eee)}</style>', expect: 'warn', finding: /light-dark\(\).*newly available since 2024-05-13/ },
  { name: 'a global attribute newly available', html: '<button popovertarget=m>Menu</button><div popover id=m>Items</div>', expect: 'warn', finding: /the popovertarget attribute of <button>: Popover \(html\.elements\.button\.popovertarget\) is newly available since 2024-04-16/, findings: 1 },
  { name: '30 months after it became newly available', html: '<div popover id=m>Items</div>', fetchedAt: '2027-01-01T00:00:00.000Z', expect: 'pass' },
  { name: 'a pointer cursor, which touch-only browsers have no pointer for', html: '<style>.button { cursor: pointer }</style><button class="button">Go</button>', expect: 'pass' },
  { name: 'inside @supports', html: '<style>@supports (box-decoration-break: clone) { .card { box-decoration-break: clone } }</style>', expect: 'pass' },
  { name: 'a JS API of limited availability', html: '<script>navigator.getBattery().then(show);</script>', expect: 'warn', finding: /navigator\.getBattery\(\): .*limited availability \(not in Firefox, Firefox Android, Safari, Safari iOS\)/ },
  { name: 'feature-detected', html: "<script>if ('getBattery' in navigator) navigator.getBattery().then(show);\nnavigator.share?.({ url: location.href });\nif (typeof URLPattern === 'function') new URLPattern({ pathname: '/a' });</script>", expect: 'pass' },
  { name: 'a constructor newly available', html: "<script>const p = new URLPattern({ pathname: '/books/:id' });</script>", expect: 'warn', finding: /new URLPattern\(\).*newly available/ },
  { name: 'a class of the script\'s own', html: '<script>class URLPattern { constructor(s) { this.s = s; } }\nnew URLPattern("/a");</script>', expect: 'pass' },
  {
    name: 'third-party scripts are not read',
    html: '<script src="https://cdn.widgets.example.net/w.js"></script>',
    resources: { 'https://cdn.widgets.example.net/w.js': { headers: { 'content-type': 'text/javascript' }, body: 'navigator.getBattery().then(f);' } },
    expect: 'pass',
  },
]);
