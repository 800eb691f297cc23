import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-http-equiv-ignored.ts';

export default ruleFixtures(rule, [
  { name: 'effective directives', html: '<meta http-equiv="content-type" content="text/html; charset=utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'self\'">', expect: 'pass' },
  { name: 'cache control in meta', html: '<meta http-equiv="Cache-Control" content="no-cache"><meta http-equiv="Pragma" content="no-cache"><meta http-equiv="Expires" content="0">', expect: 'warn', findings: 3, finding: /HTTP response headers only/ },
  { name: 'cookie and frame options', html: '<meta http-equiv="set-cookie" content="a=1"><meta http-equiv="X-Frame-Options" content="deny">', expect: 'warn', finding: /X-Frame-Options.*only honoured as an HTTP header/ },
  { name: 'no http-equiv', html: '<meta charset="utf-8">', expect: 'not-applicable' },
]);
