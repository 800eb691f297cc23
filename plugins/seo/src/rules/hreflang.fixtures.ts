import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hreflang.ts';

const alt = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${href}">`;

export default ruleFixtures(rule, [
  { name: 'valid set', html: alt('en', 'https://example.com/') + alt('de-AT', 'https://example.com/at/') + alt('x-default', 'https://example.com/'), expect: 'pass' },
  { name: 'en-UK', html: alt('en-UK', 'https://example.com/uk/'), expect: 'fail', finding: /"en-UK" is not a valid language code \(the United Kingdom is GB\)/ },
  { name: 'underscore', html: alt('en_US', 'https://example.com/us/'), expect: 'fail', finding: /use "en-US"/ },
  { name: 'relative href', html: alt('fr', '/fr/'), expect: 'fail', finding: /must be absolute \(https:\/\/example\.com\/fr\/\)/ },
  { name: 'empty href', html: '<link rel="alternate" hreflang="fr">', expect: 'fail', finding: /has no URL/ },
  { name: 'link header', headers: { 'content-type': 'text/html', link: '<https://example.com/de/>; rel="alternate"; hreflang="deutsch"' }, html: '', expect: 'fail', finding: /Link header hreflang="deutsch"/ },
  { name: 'no hreflang', html: '<link rel="alternate" type="application/rss+xml" href="/feed">', expect: 'not-applicable' },
]);
