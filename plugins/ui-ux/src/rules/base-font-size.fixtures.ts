import { ruleFixtures, styledElement } from '@pagegrade/core/testing';
import rule from './base-font-size.ts';

/** Rendered mode: a whole document, and the boxes and computed font sizes the browser recorded for it. */
const doc = (body: string) => `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;
const BODY = 'html>body:nth-child(2)';
const drawn = (width: number, sizes: string[]) => ({
  elements: [
    styledElement(0, 'html', [0, 0, width, 823]),
    styledElement(3, BODY, [0, 0, width, 823]),
    ...sizes.map((size, i) => styledElement(4 + i, `${BODY}>p:nth-child(${i + 1})`, [8, 16 + i * 20, width - 16, 18], { 'font-size': size })),
  ],
});
const LONG = 'Forty characters of ordinary body text..';
const SHORT = 'Ten chars.';

export default ruleFixtures(rule, [
  { name: '16px body', html: '<style>body{font-size:16px}</style>', expect: 'pass' },
  { name: 'default', html: '<style>p{margin:0}</style>', expect: 'pass' },
  { name: '62.5% root with 1.6rem body', html: '<style>html{font-size:62.5%}body{font-size:1.6rem}</style>', expect: 'pass' },
  { name: '62.5% root alone', html: '<style>html{font-size:62.5%}</style>', expect: 'fail', finding: /html font-size 62.5% \(10 px\)/ },
  { name: '62.5% root with 1.1rem body', html: '<style>html{font-size:62.5%}body{font-size:1.1rem}</style>', expect: 'fail', finding: /body font-size 1.1rem \(11 px\)/ },
  { name: '11px body', html: '<style>body{font-size:11px}</style>', expect: 'fail', finding: /body font-size 11px/ },
  { name: 'font shorthand', html: '<style>body{font:10px/1.4 Verdana,sans-serif}</style>', expect: 'fail', finding: /10px/ },
  { name: 'small keyword on body via style attribute', html: '<body style="font-size:x-small"><p>x</p></body>', expect: 'fail', finding: /x-small/ },
  { name: 'print only', html: '<style>@media print{body{font-size:9pt}}</style>', expect: 'pass' },
  { name: 'calc', html: '<style>body{font-size:calc(1rem + 0.5vw)}</style>', expect: 'needs-review' },
  // Rendered mode: the share of text drawn at 12 px or more, as Lighthouse's font-size audit measures it.
  { name: 'rendered: most text is drawn at 16 px, a footnote at 10 px', html: doc(`<p>${LONG}</p><p>${SHORT}</p>`), rendered: drawn(412, ['16px', '10px']), expect: 'pass', finding: /80 % of the page's text \(50 characters\)/ },
  { name: 'rendered: the computed size wins over a small size in the CSS', html: doc(`<p>${LONG}</p><style>body{font-size:9px}</style>`), rendered: drawn(412, ['16px']), expect: 'pass' },
  { name: 'rendered: most text is drawn under 12 px', html: doc(`<p>${SHORT}</p><p>${LONG}</p>`), rendered: drawn(412, ['16px', '11px']), expect: 'fail', finding: /Only 20 % of the page's text \(10 of 50 characters\)/ },
  { name: 'rendered: without a mobile viewport, 16 px text laid out at 980 px is drawn at 6.7 px', html: `<!doctype html><html><head></head><body><p>${LONG}</p></body></html>`, rendered: drawn(980, ['16px']), expect: 'fail', finding: /40 characters drawn at 6\.7 px/ },
  { name: 'rendered: text without a box is not counted', html: doc(`<p>${LONG}</p>`), rendered: { elements: [styledElement(0, 'html', [0, 0, 412, 823]), styledElement(3, BODY, [0, 0, 412, 823]), styledElement(4, `${BODY}>p:nth-child(1)`, null, { 'font-size': '9px' })] }, expect: 'not-applicable' },
]);
