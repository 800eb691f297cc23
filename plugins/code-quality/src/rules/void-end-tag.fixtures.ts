import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './void-end-tag.ts';

export default ruleFixtures(rule, [
  { name: 'void elements without end tags', html: '<p>a<br>b<br />c</p><img src="a.png" alt=""><script>var s = "</br></img>";</script><textarea></br></textarea>', expect: 'pass' },
  { name: 'end tags that are text: in a comment, an attribute value, an iframe', html: '<!-- <br></br> --><a title="a</br>b" href="/">x</a><iframe></br></iframe><xmp></img></xmp>', expect: 'pass' },
  { name: 'any case, white space before ">"', html: '<p>a<BR></BR >b</p>', expect: 'fail', finding: /1 <\/br> end tag/ },
  { name: 'xhtml-style br pair', html: '<p>line<br></br>next</p>', expect: 'fail', finding: /1 <\/br> end tag .*extra line break/ },
  { name: 'closed images and inputs', html: '<img src="a.png" alt=""></img>\n<input name="q"></input><input name="r"></input>', expect: 'fail', finding: /2 <\/input> end tags \(first at line 2\); browsers ignore them/ },
]);
