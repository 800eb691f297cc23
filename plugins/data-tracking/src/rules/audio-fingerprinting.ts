import { defineRule, jsCalleeName, type Script } from '@pagegrade/core';
import { coverageNote, perScript, scriptLabel, warnAt } from '../lib/js.ts';

const OFFLINE = new Set(['OfflineAudioContext', 'webkitOfflineAudioContext']);
/** Identifiers and strings are mostly short: a length test before the set lookup. */
const MIN_NAME = 'OfflineAudioContext'.length;

export default defineRule({
  id: 'data-tracking/audio-fingerprinting',
  dimension: 'dataTracking',
  title: 'No script fingerprints the audio stack',
  failureTitle: 'A script renders inaudible audio to fingerprint the device (AudioContext fingerprinting)',
  description: 'Inspects scripts for the audio-fingerprinting pattern: an OfflineAudioContext (rendered silently, never played; the constructor named directly, via window or as a string) together with an oscillator (createOscillator) in the same script. Ordinary audio playback uses a live AudioContext and is not flagged. Not applicable when the page has no script to inspect.',
  why: "The exact samples an audio graph produces depend on the browser's and the hardware's floating-point processing; hashing them yields a device identifier that the visitor cannot see or reset.",
  fix: 'Remove the audio-fingerprinting code or the library that contains it; if it serves fraud prevention, limit it to where it is strictly necessary and disclose it.',
  impact: 'serious',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...OFFLINE, 'createOscillator'],
  create(ctx) {
    const state = new Map<Script, { offline: number | null; oscillator: boolean }>();
    return {
      js: {
        // Any mention: `new OfflineAudioContext(…)`, `window.OfflineAudioContext || window.webkitOfflineAudioContext`.
        Identifier(node, script) {
          if ((node.name as string).length >= MIN_NAME && OFFLINE.has(node.name as string)) {
            const s = perScript(state, script, () => ({ offline: null, oscillator: false }));
            s.offline ??= node.start as number;
          }
        },
        Literal(node, script) {
          if (typeof node.value === 'string' && node.value.length >= MIN_NAME && OFFLINE.has(node.value)) {
            const s = perScript(state, script, () => ({ offline: null, oscillator: false }));
            s.offline ??= node.start as number;
          }
        },
        CallExpression(node, script) {
          if (jsCalleeName(node) === 'createOscillator') perScript(state, script, () => ({ offline: null, oscillator: false })).oscillator = true;
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no script that could be inspected.');
        let warned = 0;
        for (const [script, s] of state) {
          if (s.offline !== null && s.oscillator) warned += warnAt(ctx, { script, offset: s.offline }, `${scriptLabel(script)} renders an oscillator through an OfflineAudioContext.`);
        }
        if (warned > 0) return undefined;
        return ctx.pass(`No offline audio rendering found; ${coverageNote(ctx.page)}`);
      },
    };
  },
});
