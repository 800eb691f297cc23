import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './plugins.ts';

export default ruleFixtures(rule, [
  { name: 'pdf and svg embeds', html: '<object data="/menu.pdf" type="application/pdf"></object><embed src="/logo.svg" type="image/svg+xml">', expect: 'pass' },
  { name: 'flash embed', html: '<embed src="/intro.swf">', expect: 'fail', finding: /\.swf file/ },
  { name: 'flash object by type', html: '<object type="application/x-shockwave-flash" data="/movie"></object>', expect: 'fail', finding: /x-shockwave-flash/ },
  { name: 'nested fallback counted once', html: '<object type="application/x-shockwave-flash" data="/m.swf"><embed src="/m.swf"></object>', expect: 'fail', findings: 1 },
  { name: 'applet', html: '<applet code="Game.class"></applet>', expect: 'fail', finding: /Java applet/ },
  { name: 'none', html: '<video src="/intro.mp4" controls></video>', expect: 'not-applicable' },
]);
