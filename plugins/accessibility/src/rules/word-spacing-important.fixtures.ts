import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './word-spacing-important.ts';

export default ruleFixtures(rule, [
  { name: 'wide enough in em', html: '<p style="word-spacing: 0.2em !important">A sentence of several words.</p>', expect: 'pass' },
  { name: 'wide enough in px for a font size from a style sheet', html: '<style>.note{font-size:10px}</style><p class="note" style="word-spacing: 2px !important">A sentence of several words.</p>', expect: 'pass' },
  { name: 'too narrow in px for a font size from a style sheet', html: '<style>.note{font-size:30px}</style><p class="note" style="word-spacing: 4px !important">A sentence of several words.</p>', expect: 'fail' },
  { name: 'in percent of the space width, which depends on the font', html: '<p style="word-spacing: 16% !important">A sentence of several words.</p>', expect: 'warn' },
  { name: 'hidden by a style sheet', html: '<style>.folded{display:none}</style><div class="folded"><p style="word-spacing: 0 !important">A sentence.</p></div>', expect: 'not-applicable' },
  { name: 'a style sheet that may hide it for some viewports', html: '<style>@media (max-width: 40em){.wide{display:none}}</style><p class="wide" style="word-spacing: 0 !important">A sentence of several words.</p>', expect: 'warn' },
  { name: 'too narrow', html: '<p style="word-spacing: 0.1em !important">A sentence of several words.</p>', expect: 'fail', finding: /word-spacing/ },
  { name: 'normal with !important', html: '<p style="word-spacing: normal !important">A sentence of several words.</p>', expect: 'fail' },
  { name: 'hidden by markup', html: '<p hidden style="word-spacing: 0 !important">A sentence.</p>', expect: 'not-applicable' },
  { name: 'no inline word spacing', html: '<p>A sentence of several words.</p>', expect: 'not-applicable' },
]);
