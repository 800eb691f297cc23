import { ruleFixtures, styledElement } from '@pagegrade/core/testing';
import rule from './changing-text-can-be-paused.ts';

/** Rendered mode: a page with a paragraph holding a number its script changes, watched after it settled. */
const doc = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
const BODY = 'html>body:nth-child(2)';
const NUMBER = `${BODY}>p:nth-child(1)>span:nth-child(1)`;
const watched = (changes: number, extra: Array<ReturnType<typeof styledElement>> = []) => ({
  elements: [
    styledElement(0, 'html', [0, 0, 412, 823]),
    styledElement(2, BODY, [0, 0, 412, 823]),
    styledElement(3, `${BODY}>p:nth-child(1)`, [8, 8, 396, 18]),
    styledElement(4, NUMBER, [120, 8, 30, 18], { display: 'inline' }),
    ...extra,
  ],
  textChanges: { watchedMs: 2500, elements: [{ selector: NUMBER, changes }] },
});

export default ruleFixtures(rule, [
  { name: 'static snapshot: the page was not run', html: '<p>Random number: <span>1</span></p>', expect: 'not-applicable' },
  { name: 'rendered but not watched', html: doc('<p>Random number: <span>1</span></p>'), rendered: { elements: [] }, expect: 'not-applicable', finding: /watchTextMs/ },
  { name: 'a number that changes and no control at all', html: doc('<p>Random number: <span>417</span></p>'), rendered: watched(2), expect: 'fail', finding: /changed 2 times in 2500 ms/ },
  { name: 'a pause button beside it', html: doc('<p>Random number: <span>417</span></p><button>Pause changes</button>'), rendered: watched(3), expect: 'pass' },
  { name: 'a frequency control', html: doc('<p>Random number: <span>417</span></p><input type="button" value="Change frequency">'), rendered: watched(3), expect: 'pass' },
  { name: 'another control: a person judges it', html: doc('<p>Random number: <span>417</span></p><button>Options</button>'), rendered: watched(3), expect: 'needs-review', finding: /<button>/ },
  { name: 'a script listening to keys may pause it', html: doc('<p>Random number: <span>417</span></p><script>document.addEventListener("keydown", () => {})</script>'), rendered: watched(3), expect: 'needs-review', finding: /listens to input/ },
  { name: 'text that changed once only', html: doc('<p>Random number: <span>417</span></p>'), rendered: watched(1), expect: 'not-applicable' },
  {
    name: 'the changing text alone on the page',
    html: doc('<span>417</span>'),
    rendered: { elements: [styledElement(0, 'html', [0, 0, 412, 823]), styledElement(2, BODY, [0, 0, 412, 823]), styledElement(3, `${BODY}>span:nth-child(1)`, [8, 8, 30, 18], { display: 'inline' })], textChanges: { watchedMs: 2500, elements: [{ selector: `${BODY}>span:nth-child(1)`, changes: 3 }] } },
    expect: 'not-applicable',
  },
  { name: 'changing text that is not visible', html: doc('<p>Random number: <span>417</span></p>'), rendered: { ...watched(3), elements: [styledElement(0, 'html', [0, 0, 412, 823]), styledElement(2, BODY, [0, 0, 412, 823]), styledElement(3, `${BODY}>p:nth-child(1)`, [8, 8, 396, 18]), styledElement(4, NUMBER, [120, 8, 30, 18], { display: 'inline', visibility: 'hidden' })] }, expect: 'not-applicable' },
]);
