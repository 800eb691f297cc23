import { defineRule } from '@pagegrade/core';
import type * as csstreeTypes from 'css-tree';
import type { Stylesheet } from '@pagegrade/core';
import { cssText, sheetLabel } from '../lib/css.ts';

export default defineRule({
  id: 'code-quality/css-empty-rule',
  dimension: 'codeQuality',
  title: 'No empty CSS rules',
  failureTitle: 'Stylesheets contain empty rules',
  description: 'Checks for CSS style rules whose block has no declarations and no nested rules (`.x {}`), counted per stylesheet.',
  why: 'Empty rules do nothing but cost bytes and parsing time, and usually mark styles that were deleted or never written — noise that hides the rules that matter.',
  fix: 'Delete the empty rules (a minifier such as cssnano or Lightning CSS removes them automatically).',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    let rules = 0;
    const empty = new Map<Stylesheet, { count: number; first: csstreeTypes.Rule }>();
    return {
      cssRule(rule, sheet) {
        rules++;
        if (rule.block.type !== 'Block' || !rule.block.children.isEmpty) return;
        const hit = empty.get(sheet);
        if (hit) hit.count++;
        else empty.set(sheet, { count: 1, first: rule });
      },
      end() {
        if (!rules) return ctx.notApplicable('The page has no CSS rules.');
        for (const [sheet, { count, first }] of empty) {
          ctx.warn({ stylesheet: sheet, node: first }, `${count} empty rule${count === 1 ? '' : 's'} in ${sheetLabel(sheet)}, first "${cssText(first.prelude, 50)} {}".`);
        }
        return empty.size ? undefined : ctx.pass();
      },
    };
  },
});
