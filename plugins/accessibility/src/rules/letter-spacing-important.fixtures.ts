import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './letter-spacing-important.ts';

export default ruleFixtures(rule, [
  { name: 'wide enough in em', html: '<p style="letter-spacing: 0.15em !important">Opening hours: 9 to 5</p>', expect: 'pass' },
  { name: 'wide enough in px for the inline font size', html: '<p style="font-size: 20px; letter-spacing: 3px !important">Opening hours</p>', expect: 'pass' },
  { name: 'too narrow', html: '<p style="letter-spacing: 0.05em !important">Opening hours: 9 to 5</p>', expect: 'fail', finding: /letter-spacing/ },
  { name: 'too narrow in px at the default size', html: '<h2 style="letter-spacing: 1px !important">Prices</h2>', expect: 'fail' },
  { name: 'not important: a user stylesheet can override it', html: '<p style="letter-spacing: 0">Opening hours</p>', expect: 'not-applicable' },
  { name: 'inherited by a child paragraph', html: '<div style="letter-spacing: 0 !important"><p>Text in a child</p></div>', expect: 'fail' },
  { name: 'inherited in px by smaller text', html: '<div style="letter-spacing: 2px !important"><p style="font-size: 12px">Small print</p></div>', expect: 'pass' },
  { name: 'a container without text of its own or below', html: '<div style="letter-spacing: 0 !important"><img src="a.png" alt=""></div>', expect: 'not-applicable' },
  { name: 'too narrow in px for a font size from a style sheet', html: '<style>main p{font-size:24px}</style><main><p style="letter-spacing: 2px !important">Opening hours</p></main>', expect: 'fail' },
  { name: 'inherit takes the parent value: nothing of its own to judge', html: '<div style="letter-spacing: 0.2em"><p style="letter-spacing: inherit !important">Opening hours</p></div>', expect: 'not-applicable' },
  { name: 'initial is no spacing at all', html: '<p style="letter-spacing: initial !important">Opening hours</p>', expect: 'fail' },
  { name: 'made invisible by a style sheet (visibility), with a descendant shown again', html: '<style>.off{visibility:hidden}.on{visibility:visible}</style><div class="off" style="letter-spacing: 0 !important">Hidden text<p class="on">Shown text</p></div>', expect: 'fail', findings: 1 },
  { name: 'a linked style sheet missing from the snapshot may hide it', html: '<link rel="stylesheet" href="/site.css"><p style="letter-spacing: 0 !important">Opening hours</p>', expect: 'warn' },
  { name: 'in ex units', html: '<p style="letter-spacing: 0.1ex !important">Opening hours</p>', expect: 'warn' },
  { name: 'positioned far off the page', html: '<p style="position: absolute; left: -10000px; letter-spacing: 0 !important">Skip to content</p>', expect: 'not-applicable' },
  { name: 'off the page, but against a positioned ancestor', html: '<div style="position: relative"><p style="position: absolute; left: -10000px; letter-spacing: 0 !important">Skip to content</p></div>', expect: 'warn' },
]);
