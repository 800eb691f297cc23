import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './manifest-colors.ts';

const page = '<link rel="manifest" href="/site.webmanifest">';
const res = (body: string) => ({ '/site.webmanifest': { status: 200, body, headers: { 'content-type': 'application/manifest+json' } } });
export default ruleFixtures(rule, [
  { name: 'both colours', html: `${page}<meta name="theme-color" content="#0A5FFF">`, resources: res('{"theme_color":"#0a5fff","background_color":"#ffffff"}'), expect: 'pass' },
  { name: 'no background', html: page, resources: res('{"theme_color":"#0a5fff"}'), expect: 'fail', finding: /no "background_color"/ },
  { name: 'invalid theme', html: page, resources: res('{"theme_color":"brand","background_color":"#fff"}'), expect: 'fail', finding: /"brand" is not a CSS colour/ },
  { name: 'mismatch with meta', html: `${page}<meta name="theme-color" content="#ff0000">`, resources: res('{"theme_color":"#0a5fff","background_color":"#fff"}'), expect: 'warn', finding: /differs/ },
  { name: 'not fetched', html: page, expect: 'not-applicable' },
]);
