import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-structure.ts';

export default ruleFixtures(rule, [
  { name: 'single skeleton', html: '<!DOCTYPE html><html><head><base href="/"><title>x</title></head><body><p>x</p></body></html>', expect: 'pass' },
  { name: 'page pasted into a page', html: '<!DOCTYPE html><html><head><title>a</title></head><body><div>\n<html><head><title>b</title></head><body>inner</body></html></div></body></html>', expect: 'fail', finding: /2 <body> elements; the second is at line 2/ },
  { name: 'two base elements', html: '<head><base href="/a/"><base href="/b/"></head>', expect: 'fail', finding: /2 <base> elements/ },
]);
