import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './color-contrast-enhanced.ts';

export default ruleFixtures(rule, [
  { name: 'black on white', html: '<p>Plain text.</p>', expect: 'pass' },
  { name: 'grey that passes AA but not AAA', html: '<p style="color:#666">Grey text</p>', expect: 'warn', finding: /5\.74:1; AAA asks 7:1/ },
  { name: 'text below AA is the AA check\'s', html: '<p style="color:#bbb">Pale text</p>', expect: 'pass' },
  { name: 'large text needs 4.5:1', html: '<h1 style="color:#777">Heading</h1>', expect: 'warn', finding: /AAA asks 4\.5:1 for large text/ },
  { name: 'unknown colours need review', html: '<style>@media (min-width: 40em){p{color:#777}}</style><p>Maybe</p>', expect: 'needs-review' },
  { name: 'no text', html: '<img src="a.png" alt="">', expect: 'not-applicable' },
]);
