import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './llms-txt.ts';
import { GOOD_LLMS, LLMS_ERROR, LLMS_MISSING, llms } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'llms.txt present', html: '<p>x</p>', ...llms(GOOD_LLMS), expect: 'pass' },
  { name: 'llms.txt 404', html: '<p>x</p>', ...LLMS_MISSING, expect: 'warn', finding: /answers 404/ },
  { name: 'SPA fallback serves HTML', html: '<p>x</p>', ...llms('<!DOCTYPE html><html><body><div id="root"></div></body></html>', 'text/html'), expect: 'warn', finding: /HTML page/ },
  { name: 'empty file', html: '<p>x</p>', ...llms('   \n'), expect: 'warn', finding: /empty/ },
  { name: 'not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'server error', html: '<p>x</p>', ...LLMS_ERROR, expect: 'error' },
]);
