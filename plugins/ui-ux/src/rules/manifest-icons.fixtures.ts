import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './manifest-icons.ts';

const page = '<link rel="manifest" href="/site.webmanifest">';
const res = (body: string, status = 200) => ({ '/site.webmanifest': { status, body, headers: { 'content-type': 'application/manifest+json' } } });
const icon = (sizes: string, purpose?: string) => JSON.stringify({ src: `/i${sizes}.png`, sizes, type: 'image/png', ...(purpose ? { purpose } : {}) });
export default ruleFixtures(rule, [
  { name: '192, 512 and maskable', html: page, resources: res(`{"name":"A","icons":[${icon('192x192')},${icon('512x512')},${icon('512x512', 'maskable')}]}`), expect: 'pass' },
  { name: 'svg any', html: page, resources: res('{"name":"A","icons":[{"src":"/i.svg","type":"image/svg+xml","sizes":"any","purpose":"any maskable"}]}'), expect: 'pass' },
  { name: 'only small icons', html: page, resources: res(`{"name":"A","icons":[${icon('48x48')},${icon('96x96')}]}`), expect: 'fail', finding: /No icon of 192×192/ },
  { name: 'no 512', html: page, resources: res(`{"name":"A","icons":[${icon('192x192', 'any maskable')}]}`), expect: 'fail', finding: /512×512/ },
  { name: 'no icons', html: page, resources: res('{"name":"A"}'), expect: 'fail', finding: /lists no icons/ },
  { name: 'not maskable', html: page, resources: res(`{"name":"A","icons":[${icon('192x192')},${icon('512x512')}]}`), expect: 'warn', finding: /maskable/ },
  { name: 'unparsable', html: page, resources: res('{'), expect: 'not-applicable' },
  { name: 'not fetched', html: page, expect: 'not-applicable' },
]);
