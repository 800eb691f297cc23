import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './svg-img-alt.ts';

export default ruleFixtures(rule, [
  { name: 'svg with a title', html: '<svg role="img" class="chart"><title>Sales rose 20% in 2024</title><rect/></svg>', expect: 'pass' },
  { name: 'svg with aria-label', html: '<svg role="img" aria-label="Logo"><path/></svg>', expect: 'pass' },
  { name: 'svg role=img without a name', html: '<svg role="img" class="icon-cart"><path/></svg>', expect: 'fail', finding: /icon-cart/ },
  { name: 'an empty title is no name', html: '<svg role="graphics-document"><title> </title></svg>', expect: 'fail' },
  { name: 'decorative svg without a role', html: '<svg aria-hidden="true"><path/></svg>', expect: 'not-applicable' },
  { name: 'a shape with an image role and no name', html: '<svg viewBox="0 0 10 10"><circle role="graphics-symbol" cx="5" cy="5" r="4"></circle></svg>', expect: 'fail', finding: /circle/ },
  { name: 'a shape named by its title child', html: '<svg viewBox="0 0 10 10"><rect role="img" width="4" height="4"><title>Red square</title></rect></svg>', expect: 'pass' },
]);
