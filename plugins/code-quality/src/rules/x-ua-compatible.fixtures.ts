import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './x-ua-compatible.ts';

export default ruleFixtures(rule, [
  { name: 'none', html: '<meta charset="utf-8"><meta name="viewport" content="width=device-width">', expect: 'pass' },
  { name: 'ie=edge meta', html: '<meta http-equiv="X-UA-Compatible" content="IE=edge">', expect: 'warn', finding: /X-UA-Compatible/ },
  { name: 'legacy mode', html: '<meta http-equiv="X-UA-Compatible" content="IE=EmulateIE7">', expect: 'warn', finding: /legacy document mode/ },
  { name: 'header', html: '<p>x</p>', headers: { 'content-type': 'text/html; charset=utf-8', 'x-ua-compatible': 'IE=edge' }, expect: 'warn', finding: /response header/ },
]);
