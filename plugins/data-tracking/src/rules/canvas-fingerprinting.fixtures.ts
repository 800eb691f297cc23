import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './canvas-fingerprinting.ts';

export default ruleFixtures(rule, [
  { name: 'image export only', html: '<script>function save(c){ return c.toDataURL("image/png"); }</script>', expect: 'pass' },
  { name: 'fingerprint pattern', html: '<script>var c=document.createElement("canvas"),x=c.getContext("2d");x.textBaseline="top";x.font="14px Arial";x.fillText("Cwm fjordbank glyphs vext quiz",2,2);var h=c.toDataURL();</script>', expect: 'warn', finding: /toDataURL/ },
  {
    name: 'in a captured external script',
    html: '<script src="/fp.js"></script>',
    resources: { '/fp.js': { headers: { 'content-type': 'text/javascript' }, body: 'const ctx = canvas.getContext("2d"); ctx.fillText("x", 1, 1); send(ctx.getImageData(0, 0, 10, 10).data);' } },
    expect: 'warn',
    finding: /fp\.js/,
  },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
