import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './image-alt.ts';

export default ruleFixtures(rule, [
  { name: 'alt present', html: '<img src="table.jpg" alt="Oak dining table"><img src="divider.png" alt="">', expect: 'pass' },
  { name: 'alt missing', html: '<img src="table.jpg">', expect: 'fail', finding: /Image table\.jpg has no alt/ },
  { name: 'linked image', html: '<a href="/tables"><img src="table.jpg"></a>', expect: 'fail', finding: /Linked image table\.jpg/ },
  { name: 'image in a placeholder anchor', html: '<a name="x"><img src="table.jpg"></a>', expect: 'fail', finding: /^Image table\.jpg/ },
  { name: 'input image', html: '<input type="image" src="go.png">', expect: 'fail', finding: /go\.png/ },
  { name: 'hidden ancestor ignored', html: '<div hidden><img src="a.jpg"></div><img src="b.jpg" alt="B">', expect: 'pass' },
  { name: 'tracking pixel only', html: '<img src="https://t.example.net/p.gif" width="1" height="1">', expect: 'not-applicable' },
  { name: 'no images', html: '<p>text</p>', expect: 'not-applicable' },
]);
