import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './rsl-license.ts';
import { robots } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'robots.txt License line', html: '<p>x</p>', ...robots('License: https://example.com/license.xml\nUser-agent: *\nAllow: /\n'), expect: 'pass' },
  { name: 'link element', html: '<link rel="license" type="application/rsl+xml" href="/license.xml">', expect: 'pass' },
  { name: 'Link header', html: '<p>x</p>', headers: { 'content-type': 'text/html', link: '<https://example.com/license.xml>; rel="license"; type="application/rsl+xml"' }, expect: 'pass' },
  { name: 'relative License in robots.txt', html: '<p>x</p>', ...robots('License: /license.xml\n'), expect: 'fail', finding: /not an absolute http\(s\) URL/ },
  { name: 'link without href', html: '<link rel="license" type="application/rsl+xml">', expect: 'fail', finding: /no href/ },
  {
    name: 'licence file is 404',
    html: '<link rel="license" type="application/rsl+xml" href="/license.xml">',
    resources: { '/license.xml': { status: 404, body: '', role: 'other' } },
    expect: 'fail',
    finding: /answers 404/,
  },
  { name: 'no RSL', html: '<link rel="license" href="https://creativecommons.org/licenses/by/4.0/">', expect: 'not-applicable' },
]);
