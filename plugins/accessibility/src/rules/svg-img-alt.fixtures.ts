import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './svg-img-alt.ts';

export default ruleFixtures(rule, [
  { name: 'svg with a title', html: '<svg role="img" class="chart"><title>Sales rose 20% in 2024</title><rect/></svg>', expect: 'pass' },
  { name: 'svg with aria-label', html: '<svg role="img" aria-label="Logo"><path/></svg>', expect: 'pass' },
  { name: 'svg role=img without a name', html: '<svg role="img" class="icon-cart"><path/></svg>', expect: 'fail', finding: /icon-cart/ },
  { name: 'an empty title is no name', html: '<svg role="graphics-document"><title> </title></svg>', expect: 'fail' },
  { name: 'decorative svg without a role', html: '<svg aria-hidden="true"><path/></svg>', expect: 'not-applicable' },
]);
