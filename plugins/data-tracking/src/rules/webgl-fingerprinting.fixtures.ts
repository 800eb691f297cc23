import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './webgl-fingerprinting.ts';

export default ruleFixtures(rule, [
  { name: 'ordinary WebGL', html: '<script>const gl = canvas.getContext("webgl"); gl.clearColor(0,0,0,1); const max = gl.getParameter(gl.MAX_TEXTURE_SIZE);</script>', expect: 'pass' },
  { name: 'unmasked renderer', html: '<script>var gl=c.getContext("webgl");var d=gl.getExtension("WEBGL_debug_renderer_info");var r=gl.getParameter(d.UNMASKED_RENDERER_WEBGL);</script>', expect: 'warn', finding: /WEBGL_debug_renderer_info/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
