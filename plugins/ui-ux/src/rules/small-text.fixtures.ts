import { ruleFixtures, styledElement } from '@pagegrade/core/testing';
import rule from './small-text.ts';

/** Rendered mode: a whole document, and the computed font sizes the browser recorded for its paragraphs. */
const doc = (body: string) => `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;
const BODY = 'html>body:nth-child(2)';
const drawn = (sizes: string[]) => ({
  elements: [
    styledElement(0, 'html', [0, 0, 412, 823]),
    styledElement(3, BODY, [0, 0, 412, 823]),
    ...sizes.map((size, i) => styledElement(4 + i, `${BODY}>p:nth-child(${i + 1})`, [8, 16 + i * 20, 396, 18], { 'font-size': size })),
  ],
});

export default ruleFixtures(rule, [
  { name: 'legible sizes', html: '<style>small{font-size:0.875rem}.gap{font-size:0}</style>', expect: 'pass' },
  { name: '10px footnote', html: '<style>.footnote{font-size:10px}</style>', expect: 'warn', finding: /\.footnote/ },
  { name: 'inline style', html: '<p style="font-size:0.6rem">Terms apply</p>', expect: 'warn', finding: /style="" on <p>/ },
  { name: 'print media ignored', html: '<style>@media print{.x{font-size:8pt}}</style>', expect: 'pass' },
  { name: 'rendered: a footnote drawn at 10 px', html: doc('<p>Opening hours</p><p>Terms apply</p>'), rendered: drawn(['16px', '10px']), expect: 'warn', finding: /11 characters drawn at 10 px/ },
  { name: 'rendered: a small-size rule that matches nothing drawn', html: doc('<p>Opening hours</p><style>.legal{font-size:10px}</style>'), rendered: drawn(['16px']), expect: 'pass' },
  { name: 'rendered: 1 px visually hidden text is not judged', html: doc('<p>Opening hours</p><p>Skip</p>'), rendered: drawn(['16px', '1px']), expect: 'pass' },
]);
