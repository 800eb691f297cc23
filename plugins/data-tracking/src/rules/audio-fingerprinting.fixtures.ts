import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './audio-fingerprinting.ts';

export default ruleFixtures(rule, [
  { name: 'music player', html: '<script>const ac = new AudioContext(); const osc = ac.createOscillator(); osc.connect(ac.destination);</script>', expect: 'pass' },
  { name: 'offline oscillator fingerprint', html: '<script>var C=window.OfflineAudioContext||window.webkitOfflineAudioContext;var ctx=new C(1,44100,44100);var o=ctx.createOscillator();o.type="triangle";var comp=ctx.createDynamicsCompressor();o.connect(comp);comp.connect(ctx.destination);o.start(0);ctx.startRendering();</script>', expect: 'warn', finding: /inline script renders an oscillator/ },
  { name: 'direct OfflineAudioContext', html: '<script>var ctx=new OfflineAudioContext(1,5000,44100);var o=ctx.createOscillator();o.connect(ctx.destination);o.start(0);ctx.startRendering().then(function(b){send(b.getChannelData(0));});</script>', expect: 'warn', finding: /OfflineAudioContext/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
