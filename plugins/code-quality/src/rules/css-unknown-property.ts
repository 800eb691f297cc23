import { defineRule } from '@pagegrade/core';
import type * as csstreeTypes from 'css-tree';
import type { Stylesheet } from '@pagegrade/core';
import { csstree, sheetLabel } from '../lib/css.ts';

export default defineRule({
  id: 'code-quality/css-unknown-property',
  dimension: 'codeQuality',
  title: 'CSS uses only known properties',
  failureTitle: 'CSS declares properties that no browser recognises',
  description:
    'Checks the property name of every declaration in style rules and style attributes against the CSS property definitions of css-tree (at-rule descriptors such as @font-face src are not properties and are skipped). Custom properties (--x) and vendor-prefixed properties (-webkit-…) are skipped; legacy IE hacks such as `*zoom` or `_height` are reported as such.',
  why: 'Browsers drop a declaration whose property they do not know, so a typo (`colr`, `heigth`) means the style is never applied, and IE6/7 hacks are dead weight that only old Internet Explorer ever read.',
  fix: 'Correct the misspelt property names and delete the IE hacks.',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    const unknown = new Map<string, { count: number; sheet: Stylesheet; node: csstreeTypes.Declaration }>();
    let decls = 0;
    const known = new Map<string, boolean>();
    return {
      cssDeclaration(decl, sheet, rule) {
        // Outside a style rule and a style attribute, a declaration is an at-rule descriptor
        // (@font-face src, @page size, @property syntax …), not a property.
        if (!rule && sheet.origin !== 'style-attribute') return;
        decls++;
        const name = decl.property.toLowerCase();
        let ok = known.get(name);
        if (ok === undefined) {
          const p = csstree.property(name);
          ok = p.custom || p.vendor !== '' || (p.hack === '' && csstree.lexer.getProperty(p.name) !== null);
          known.set(name, ok);
        }
        if (ok) return;
        const hit = unknown.get(name);
        if (hit) hit.count++;
        else unknown.set(name, { count: 1, sheet, node: decl });
      },
      end() {
        if (!decls) return ctx.notApplicable('The page has no CSS declarations.');
        if (!unknown.size) return ctx.pass(`${decls} declarations, all with known properties.`);
        for (const [name, { count, sheet, node }] of [...unknown].sort((a, b) => b[1].count - a[1].count)) {
          const hack = csstree.property(name).hack;
          const what = hack ? `"${name.slice(0, 40)}" is an Internet Explorer ${hack === '*' ? '7' : '6'} hack` : `Unknown property "${name.slice(0, 40)}"`;
          ctx.report({ stylesheet: sheet, node }, `${what}${count > 1 ? ` (${count} declarations)` : ''}, first in ${sheetLabel(sheet)}.`);
        }
        return undefined;
      },
    };
  },
});
