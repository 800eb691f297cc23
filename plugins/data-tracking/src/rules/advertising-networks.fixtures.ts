import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './advertising-networks.ts';

const ads = [
  'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
  'https://bat.bing.com/bat.js',
  'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  'https://static.criteo.net/js/ld/publishertag.js',
  'https://c.amazon-adsystem.com/aax2/apstag.js',
  'https://cdn.taboola.com/libtrc/x/loader.js',
  'https://widgets.outbrain.com/outbrain.js',
  'https://ib.adnxs.com/x',
  'https://ads.pubmatic.com/AdServer/js/pwt/1/pwt.js',
  'https://fastlane.rubiconproject.com/a/api/fastlane.json',
  'https://c.amazon-adsystem.com/x',
  'https://secure.adnxs.com/x',
  'https://ssum-sec.casalemedia.com/x',
  'https://tlx.3lift.com/header/auction',
  'https://hbopenbid.pubmatic.com/translator',
];
const tags = (n: number) => ads.slice(0, n).map((u) => `<script src="${u}"></script>`).join('');

export default ruleFixtures(rule, [
  { name: 'no ads', html: '<p>x</p>', expect: 'pass', finding: /No advertising/ },
  { name: 'one conversion tag', html: tags(1), expect: 'pass', finding: /1 advertising network/ },
  { name: 'five ad networks', html: tags(5), expect: 'warn', finding: /advertising networks \(more than 3\)/ },
  { name: 'header bidding with many networks', html: tags(15), expect: 'fail', finding: /more than 10/ },
]);
