import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './obsolete-elements.ts';

export default ruleFixtures(rule, [
  { name: 'modern markup', html: '<main><p><abbr title="HyperText Markup Language">HTML</abbr></p></main>', expect: 'pass' },
  { name: 'center and font', html: '<center><font color="red">Sale</font><font>!</font></center>', expect: 'fail', finding: /2 <font> elements/, findings: 2 },
  { name: 'tt and strike', html: '<p><tt>code</tt> <strike>old</strike></p>', expect: 'fail', finding: /<strike>.*<s> or <del>/ },
  { name: 'marquee is left to accessibility', html: '<marquee>News</marquee>', expect: 'pass' },
]);
