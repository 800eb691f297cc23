import { defineRule, jsCalleeName, type Script } from '@pagegrade/core';
import { coverageNote, perScript, scriptLabel, warnAt } from '../lib/js.ts';

const DRAW_TEXT = new Set(['fillText', 'strokeText']);
const READ_BACK = new Set(['toDataURL', 'getImageData', 'toBlob']);

export default defineRule({
  id: 'data-tracking/canvas-fingerprinting',
  dimension: 'dataTracking',
  title: 'No script reads back rendered canvas text',
  failureTitle: 'A script draws text on a canvas and reads the pixels back (canvas fingerprinting)',
  description: 'Inspects inline and captured external scripts for the canvas-fingerprinting pattern: the same script draws text (fillText/strokeText) and reads the canvas back (toDataURL, toBlob or getImageData). Either call alone is common and not flagged. Not applicable when the page has no script to inspect.',
  why: 'Text rendering differs subtly between GPUs, drivers, fonts and systems; hashing the pixels gives a stable identifier that survives cookie deletion and private browsing, without the visitor knowing.',
  fix: 'Remove the fingerprinting code or the library that contains it; if it serves fraud prevention, run it only where strictly necessary (login, payment) and disclose it.',
  impact: 'serious',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...DRAW_TEXT, ...READ_BACK],
  create(ctx) {
    const state = new Map<Script, { draw: boolean; read: { offset: number; name: string } | null }>();
    return {
      js: {
        CallExpression(node, script) {
          const name = jsCalleeName(node);
          if (!name) return;
          if (DRAW_TEXT.has(name)) perScript(state, script, () => ({ draw: false, read: null })).draw = true;
          else if (READ_BACK.has(name)) {
            const s = perScript(state, script, () => ({ draw: false, read: null }));
            s.read ??= { offset: node.start as number, name };
          }
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no script that could be inspected.');
        let warned = 0;
        for (const [script, s] of state) {
          if (s.draw && s.read) warned += warnAt(ctx, { script, offset: s.read.offset }, `${scriptLabel(script)} draws text on a canvas and reads it back with ${s.read.name}().`);
        }
        if (warned > 0) return undefined;
        return ctx.pass(`No canvas text read-back found; ${coverageNote(ctx.page)}`);
      },
    };
  },
});
