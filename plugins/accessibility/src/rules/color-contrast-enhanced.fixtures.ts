import { ruleFixtures, styledElement } from '@pagegrade/core/testing';
import rule from './color-contrast-enhanced.ts';

export default ruleFixtures(rule, [
  { name: 'black on white', html: '<p>Plain text.</p>', expect: 'pass' },
  { name: 'grey that passes AA but not AAA', html: '<p style="color:#666">Grey text</p>', expect: 'warn', finding: /5\.74:1; AAA asks 7:1/ },
  { name: 'text below AA is the AA check\'s', html: '<p style="color:#bbb">Pale text</p>', expect: 'pass' },
  { name: 'large text needs 4.5:1', html: '<h1 style="color:#777">Heading</h1>', expect: 'warn', finding: /AAA asks 4\.5:1 for large text/ },
  { name: 'unknown colours need review', html: '<style>@media (min-width: 40em){p{color:#777}}</style><p>Maybe</p>', expect: 'needs-review' },
  { name: 'no text', html: '<img src="a.png" alt="">', expect: 'not-applicable' },
  // Rendered mode: the browser's computed colours.
  {
    name: 'rendered: computed grey between AA and AAA',
    html: '<!doctype html><html><head></head><body><p>Notes</p></body></html>',
    rendered: { elements: [styledElement(0, 'html', [0, 0, 412, 823]), styledElement(2, 'html>body:nth-child(2)', [0, 0, 412, 823]), styledElement(3, 'html>body:nth-child(2)>p:nth-child(1)', [8, 16, 396, 18], { color: 'rgb(118, 118, 118)' })] },
    expect: 'warn',
    finding: /#767676 on #ffffff has contrast 4\.54:1; AAA asks 7:1/,
  },
  {
    name: 'rendered: computed black passes',
    html: '<!doctype html><html><head></head><body><p>Notes</p></body></html>',
    rendered: { elements: [styledElement(0, 'html', [0, 0, 412, 823]), styledElement(2, 'html>body:nth-child(2)', [0, 0, 412, 823]), styledElement(3, 'html>body:nth-child(2)>p:nth-child(1)', [8, 16, 396, 18])] },
    expect: 'pass',
  },
]);
