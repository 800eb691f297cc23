import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './word-spacing-important.ts';

export default ruleFixtures(rule, [
  { name: 'wide enough in em', html: '<p style="word-spacing: 0.2em !important">A sentence of several words.</p>', expect: 'pass' },
  { name: 'wide enough in percent', html: '<p style="word-spacing: 16% !important">A sentence of several words.</p>', expect: 'pass' },
  { name: 'too narrow', html: '<p style="word-spacing: 0.1em !important">A sentence of several words.</p>', expect: 'fail', finding: /word-spacing/ },
  { name: 'normal with !important', html: '<p style="word-spacing: normal !important">A sentence of several words.</p>', expect: 'fail' },
  { name: 'hidden by markup', html: '<p hidden style="word-spacing: 0 !important">A sentence.</p>', expect: 'not-applicable' },
  { name: 'no inline word spacing', html: '<p>A sentence of several words.</p>', expect: 'not-applicable' },
]);
