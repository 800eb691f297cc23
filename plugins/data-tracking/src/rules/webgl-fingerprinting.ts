import { defineRule, type Script } from '@pagegrade/core';
import { coverageNote, scriptLabel, warnAt } from '../lib/js.ts';

const NAMES = new Set(['UNMASKED_VENDOR_WEBGL', 'UNMASKED_RENDERER_WEBGL', 'WEBGL_debug_renderer_info']);
/** Identifiers and strings are mostly short: a length test before the set lookup. */
const MIN_NAME = Math.min(...[...NAMES].map((n) => n.length));

export default defineRule({
  id: 'data-tracking/webgl-fingerprinting',
  dimension: 'dataTracking',
  title: 'No script reads the unmasked graphics hardware identity',
  failureTitle: 'A script reads the exact GPU vendor and model through WebGL',
  description: 'Inspects scripts for the WEBGL_debug_renderer_info extension and its UNMASKED_VENDOR_WEBGL / UNMASKED_RENDERER_WEBGL parameters, named as identifiers or strings, which reveal the exact graphics card and driver. Not applicable when the page has no script to inspect.',
  why: 'The unmasked renderer string (e.g. "ANGLE (NVIDIA GeForce RTX 3070 Direct3D11)") is one of the most identifying fingerprinting signals and has no use for ordinary page content.',
  fix: 'Remove the code or library that queries the unmasked renderer; use feature detection for the WebGL capabilities you need instead of the hardware name.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...NAMES],
  create(ctx) {
    const found = new Map<Script, { offset: number; name: string }>();
    const see = (name: string, offset: number, script: Script) => {
      if (name.length >= MIN_NAME && NAMES.has(name) && !found.has(script)) found.set(script, { offset, name });
    };
    return {
      js: {
        Identifier(node, script) {
          see(node.name as string, node.start as number, script);
        },
        Literal(node, script) {
          if (typeof node.value === 'string' && node.value.length < 30) see(node.value, node.start as number, script);
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no script that could be inspected.');
        let warned = 0;
        for (const [script, f] of found) warned += warnAt(ctx, { script, offset: f.offset }, `${scriptLabel(script)} uses ${f.name}.`);
        if (warned > 0) return undefined;
        return ctx.pass(`No unmasked WebGL renderer query found; ${coverageNote(ctx.page)}`);
      },
    };
  },
});
