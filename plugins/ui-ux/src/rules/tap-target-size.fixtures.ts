import { ruleFixtures, styledElement } from '@pagegrade/core/testing';
import rule from './tap-target-size.ts';

const BODY = 'html>body:nth-child(2)';
type At = [number, number, number, number];
/** A whole document, so the parsed tree has the html > body path the browser's selectors name. */
const doc = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
/** Rendered mode: the browser's boxes of the body's children, in order, each `[tag, box, display]`. */
const laidOut = (...children: Array<[string, At, string?]>) => ({
  elements: [
    styledElement(0, 'html', [0, 0, 412, 823]),
    styledElement(2, BODY, [0, 0, 412, 823]),
    ...children.map(([tag, box, display], i) => styledElement(3 + i, `${BODY}>${tag}:nth-child(${i + 1})`, box, { display: display ?? 'inline-block' })),
  ],
});

export default ruleFixtures(rule, [
  { name: 'large buttons', html: '<style>button{width:120px;height:44px;padding:8px 16px}</style><button>Buy</button>', expect: 'pass' },
  { name: 'buttons sized by their content', html: '<style>button{min-height:44px;padding:8px 16px}</style><button>Buy</button>', expect: 'needs-review', finding: /size from content and layout/ },
  { name: 'small icon button', html: '<style>.icon-button{width:16px;height:16px}</style><button class="icon-button">x</button>', expect: 'warn', finding: /16px/ },
  { name: 'small block link', html: '<style>.social a{display:inline-block;width:20px;height:20px}</style><div class="social"><a href="/x">X</a></div>', expect: 'warn', finding: /\.social a/ },
  { name: 'inline link height has no effect', html: '<style>nav a{height:12px}</style><nav><a href="/">Home</a></nav>', expect: 'needs-review' },
  { name: 'min-height overrides', html: '<style>button.close{height:16px;min-height:24px;width:24px}</style><button class="close">×</button>', expect: 'needs-review' },
  { name: 'padding enlarges it', html: '<style>.icon-btn{width:16px;height:16px;padding:8px}</style><button class="icon-btn">x</button>', expect: 'needs-review' },
  { name: 'em sizes not judged', html: '<style>.btn-close{width:1em;height:1em}</style><button class="btn-close"></button>', expect: 'needs-review' },
  { name: 'inline style button', html: '<button style="width:18px;height:18px">×</button>', expect: 'warn', finding: /style="" on <button>/ },
  { name: 'no controls', html: '<p>text</p>', expect: 'not-applicable' },
  // Rendered mode: the layout boxes decide.
  { name: 'rendered: large buttons', html: doc('<button>Buy</button><button>Sell</button>'), rendered: laidOut(['button', [8, 8, 80, 44]], ['button', [96, 8, 80, 44]]), expect: 'pass', finding: /All 2 target/ },
  {
    name: 'rendered: small icon buttons side by side',
    html: doc('<button>x</button><button>y</button>'),
    rendered: laidOut(['button', [8, 8, 16, 16]], ['button', [28, 8, 16, 16]]),
    expect: 'fail',
    finding: /Target is 16 × 16 px and its centre is 10\.0 px from <button>/,
    findings: 2,
  },
  { name: 'rendered: a small button with room around it', html: doc('<button>x</button><button>Buy</button>'), rendered: laidOut(['button', [8, 8, 16, 16]], ['button', [60, 8, 80, 44]]), expect: 'pass', finding: /smaller with enough room around them \(1\)/ },
  { name: 'rendered: CSS sizes are not read when boxes are known', html: doc('<style>.icon-button{width:16px;height:16px}</style><button class="icon-button">x</button>'), rendered: { elements: [styledElement(0, 'html', [0, 0, 412, 823]), styledElement(2, BODY, [0, 0, 412, 823]), styledElement(4, `${BODY}>button:nth-child(2)`, [8, 8, 40, 40])] }, expect: 'pass' },
  { name: 'rendered: browser-sized checkbox beside a link', html: doc('<input type="checkbox"><a href="/terms">Terms</a>'), rendered: laidOut(['input', [8, 8, 13, 13]], ['a', [24, 4, 60, 24]]), expect: 'pass', finding: /sized by the browser/ },
  {
    name: 'rendered: a link in a sentence',
    html: doc('Read the <a href="/terms">terms</a> first.'),
    rendered: laidOut(['a', [60, 8, 40, 18], 'inline']),
    expect: 'not-applicable',
    finding: /inline in text/,
  },
]);
