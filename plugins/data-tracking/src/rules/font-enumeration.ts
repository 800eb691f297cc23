import { defineRule, type Script } from '@pagegrade/core';
import { coverageNote, scriptLabel, warnAt } from '../lib/js.ts';

/** Common system font families probed by font-enumeration scripts. */
const FONTS = new Set(
  [
    'arial', 'arial black', 'arial narrow', 'arial unicode ms', 'book antiqua', 'bookman old style', 'calibri', 'cambria', 'cambria math', 'century', 'century gothic',
    'comic sans ms', 'consolas', 'courier', 'courier new', 'garamond', 'georgia', 'helvetica', 'helvetica neue', 'impact', 'lucida bright', 'lucida calligraphy',
    'lucida console', 'lucida fax', 'lucida handwriting', 'lucida sans', 'lucida sans typewriter', 'lucida sans unicode', 'microsoft sans serif', 'monaco', 'monotype corsiva',
    'ms gothic', 'ms outlook', 'ms pgothic', 'ms reference sans serif', 'ms sans serif', 'ms serif', 'mt extra', 'palatino linotype', 'segoe print', 'segoe script',
    'segoe ui', 'segoe ui light', 'segoe ui semibold', 'segoe ui symbol', 'tahoma', 'times', 'times new roman', 'trebuchet ms', 'verdana', 'wingdings', 'wingdings 2',
    'wingdings 3', 'andale mono', 'apple chancery', 'geneva', 'gill sans', 'lucida grande', 'menlo', 'optima', 'futura', 'didot', 'baskerville', 'marlett', 'webdings',
    'symbol', 'franklin gothic medium', 'haettenschweiler', 'leelawadee', 'levenim mt', 'agency fb', 'bauhaus 93', 'calibri light', 'candara', 'constantia', 'corbel',
    'ebrima', 'gabriola', 'gadugi', 'javanese text', 'malgun gothic', 'mongolian baiti', 'myanmar text', 'nirmala ui', 'simsun', 'sylfaen', 'yu gothic', 'pmingsun',
    'meiryo', 'batang', 'dotum', 'gulim', 'mingliu', 'nsimsun', 'dejavu sans', 'liberation sans', 'ubuntu', 'noto sans', 'droid sans', 'roboto',
  ],
);
/** An array must name this many known fonts: font pickers list about ten, probing lists list dozens (this project's threshold). */
const MIN_FONTS = 20;

export default defineRule({
  id: 'data-tracking/font-enumeration',
  dimension: 'dataTracking',
  title: 'No script probes for installed fonts',
  failureTitle: 'A script probes a long list of fonts to fingerprint the device',
  description: `Inspects scripts for array literals naming at least ${MIN_FONTS} common system font families (Arial, Calibri, Segoe UI, Wingdings …), the probe lists that font-enumeration fingerprinting measures one by one. Not applicable when the page has no script to inspect.`,
  why: 'Which fonts are installed depends on the operating system, language packs and installed software; probing dozens of them yields a stable, highly identifying fingerprint.',
  fix: 'Remove the font-probing code or the fingerprinting library that contains it; to choose a font, rely on CSS font-family fallbacks, which reveal nothing to scripts.',
  impact: 'moderate',
  tags: ['best-practice'],
  create(ctx) {
    const found = new Map<Script, { offset: number; count: number }>();
    return {
      js: {
        ArrayExpression(node, script) {
          const els = node.elements as Array<Record<string, unknown> | null>;
          if (els.length < MIN_FONTS || found.has(script)) return;
          let count = 0;
          for (const e of els) {
            if (e && e.type === 'Literal' && typeof e.value === 'string' && e.value.length < 40 && FONTS.has(e.value.toLowerCase())) count++;
          }
          if (count >= MIN_FONTS) found.set(script, { offset: node.start as number, count });
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no script that could be inspected.');
        let warned = 0;
        for (const [script, f] of found) warned += warnAt(ctx, { script, offset: f.offset }, `${scriptLabel(script)} lists ${f.count} system fonts to probe.`);
        if (warned > 0) return undefined;
        return ctx.pass(`No font probe list found; ${coverageNote(ctx.page)}`);
      },
    };
  },
});
