import { ruleFixtures, styledElement } from '@pagegrade/core/testing';
import rule from './text-clipped-by-overflow.ts';

/** Rendered mode: a whole document, and the recorded style, box and (for boxes that clip) content size of its body's children. */
const doc = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
const BODY = 'html>body:nth-child(2)';
type Scroll = { width: number; height: number; clientWidth: number; clientHeight: number };
const drawn = (children: Array<[string, [number, number, number, number], Record<string, string>, Scroll?]>) => ({
  elements: [
    styledElement(0, 'html', [0, 0, 640, 512]),
    styledElement(2, BODY, [0, 0, 640, 512]),
    ...children.map(([path, box, style, scroll], i) => ({ ...styledElement(3 + i, `${BODY}>${path}`, box, style), ...(scroll ? { scroll } : {}) })),
  ],
});
const DIV = 'div:nth-child(1)';
const HIDDEN = { 'overflow-x': 'hidden', 'overflow-y': 'hidden', 'line-height': 'normal' };
const POEM = 'Once upon a midnight dreary, while I pondered, weak and weary, over many a quaint and curious volume of forgotten lore.';

export default ruleFixtures(rule, [
  { name: 'static snapshot: layout is needed', html: `<div style="overflow:hidden;height:1.5em">${POEM}</div>`, expect: 'not-applicable' },
  { name: 'text that fits its box', html: doc(`<div>${POEM}</div>`), rendered: drawn([[DIV, [8, 8, 624, 37], HIDDEN, { width: 624, height: 37, clientWidth: 624, clientHeight: 37 }]]), expect: 'pass' },
  {
    name: 'a fixed height cuts the wrapped lines off',
    html: doc(`<div>${POEM}</div>`),
    rendered: drawn([[DIV, [8, 8, 624, 24], { ...HIDDEN, 'line-height': 'normal' }, { width: 624, height: 37, clientWidth: 624, clientHeight: 24 }]]),
    expect: 'fail',
    finding: /cut off at a 412×823 viewport: its content is 37 px high in 24 px/,
  },
  {
    name: 'a box shorter than its one line cuts the glyphs',
    html: doc(`<div>${POEM}</div>`),
    rendered: drawn([[DIV, [8, 8, 624, 10], { 'overflow-x': 'auto', 'overflow-y': 'hidden', 'white-space': 'nowrap', 'text-overflow': 'ellipsis', 'line-height': 'normal' }, { width: 900, height: 18, clientWidth: 624, clientHeight: 10 }]]),
    expect: 'fail',
    finding: /18 px high in 10 px/,
  },
  {
    name: 'a nowrap line cut without a mark',
    html: doc(`<div>${POEM}</div>`),
    rendered: drawn([[DIV, [8, 8, 50, 16], { ...HIDDEN, 'white-space': 'nowrap', 'text-overflow': 'clip', 'line-height': '16px' }, { width: 900, height: 16, clientWidth: 50, clientHeight: 16 }]]),
    expect: 'fail',
    finding: /900 px wide in 50 px/,
  },
  { name: 'a nowrap line ended with an ellipsis', html: doc(`<div>${POEM}</div>`), rendered: drawn([[DIV, [8, 8, 624, 18], { ...HIDDEN, 'white-space': 'nowrap', 'text-overflow': 'ellipsis' }, { width: 900, height: 18, clientWidth: 624, clientHeight: 18 }]]), expect: 'pass' },
  { name: 'a box one line high keeps the text to that line', html: doc(`<div>${POEM}</div>`), rendered: drawn([[DIV, [8, 8, 624, 16], { ...HIDDEN, 'line-height': '16px' }, { width: 624, height: 48, clientWidth: 624, clientHeight: 16 }]]), expect: 'pass' },
  {
    name: 'line-height normal near the height: one line or not cannot be told',
    html: doc(`<div>${POEM}</div>`),
    rendered: drawn([[DIV, [8, 8, 624, 18], { ...HIDDEN, 'line-height': 'normal' }, { width: 624, height: 37, clientWidth: 624, clientHeight: 18 }]]),
    expect: 'needs-review',
    finding: /one line/,
  },
  {
    name: 'overflow of a box that holds other boxes',
    html: doc(`<div><section><p>${POEM}</p></section></div>`),
    rendered: drawn([
      [DIV, [8, 8, 624, 24], HIDDEN, { width: 624, height: 80, clientWidth: 624, clientHeight: 24 }],
      [`${DIV}>section:nth-child(1)`, [8, 8, 624, 80], {}],
      [`${DIV}>section:nth-child(1)>p:nth-child(1)`, [8, 8, 624, 80], {}],
    ]),
    expect: 'needs-review',
    finding: /boxes inside it/,
  },
  { name: 'a scrolling box is not clipping', html: doc(`<div>${POEM}</div>`), rendered: drawn([[DIV, [8, 8, 624, 24], { 'overflow-x': 'auto', 'overflow-y': 'auto' }, { width: 624, height: 80, clientWidth: 624, clientHeight: 24 }]]), expect: 'not-applicable' },
  { name: 'visually hidden text in a one-pixel box', html: doc(`<div>${POEM}</div>`), rendered: drawn([[DIV, [8, 8, 1, 1], { ...HIDDEN, position: 'absolute' }, { width: 300, height: 80, clientWidth: 1, clientHeight: 1 }]]), expect: 'not-applicable' },
  { name: 'text under aria-hidden is not judged', html: doc(`<div aria-hidden="true">${POEM}</div>`), rendered: drawn([[DIV, [8, 8, 624, 24], HIDDEN, { width: 624, height: 80, clientWidth: 624, clientHeight: 24 }]]), expect: 'not-applicable' },
]);
