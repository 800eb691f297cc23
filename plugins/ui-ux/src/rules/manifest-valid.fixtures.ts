import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './manifest-valid.ts';

const page = '<link rel="manifest" href="/site.webmanifest">';
const res = (body: string, status = 200) => ({ '/site.webmanifest': { status, body, headers: { 'content-type': 'application/manifest+json' } } });
export default ruleFixtures(rule, [
  { name: 'complete', html: page, resources: res('{"name":"Oak Tables","short_name":"Oak","start_url":"/","display":"standalone"}'), expect: 'pass' },
  { name: 'not JSON', html: page, resources: res('{name: oak}'), expect: 'fail', finding: /not valid JSON/ },
  { name: 'array', html: page, resources: res('[]'), expect: 'fail', finding: /not an object/ },
  { name: 'no name', html: page, resources: res('{"start_url":"/","display":"standalone"}'), expect: 'fail', finding: /neither "name" nor "short_name"/ },
  { name: 'browser display, no start_url', html: page, resources: res('{"name":"Oak","display":"browser"}'), expect: 'warn', finding: /display "browser"/ },
  { name: '404 is left to manifest-link', html: page, resources: res('nope', 404), expect: 'not-applicable' },
  { name: 'server error', html: page, resources: res('oops', 503), expect: 'error' },
  { name: 'not fetched', html: page, expect: 'not-applicable' },
]);
