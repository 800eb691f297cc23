import { defineRule } from '@pagegrade/core';
import type { Stylesheet } from '@pagegrade/core';
import { sheetLabel } from '../lib/css.ts';

/** More than this many !important declarations in one stylesheet is overuse. */
const MAX_COUNT = 10;
/** …or more than this share of its declarations (with at least MIN_FOR_SHARE of them). */
const MAX_SHARE = 0.05;
const MIN_FOR_SHARE = 3;

export default defineRule({
  id: 'code-quality/css-important',
  dimension: 'codeQuality',
  title: '!important is used sparingly',
  failureTitle: 'Stylesheets rely heavily on !important',
  description: `Counts !important declarations per stylesheet (each <style> element and external sheet; all style attributes together count as one). A sheet is reported when it has more than ${MAX_COUNT} of them, or at least ${MIN_FOR_SHARE} making up more than ${MAX_SHARE * 100}% of its declarations.`,
  why: '!important overrides the cascade and specificity, so the next change needs another !important to win, and styles become hard to reason about, to theme and for users to override with their own style sheets.',
  fix: 'Lower the specificity of the rules being fought (classes instead of ids, fewer nested selectors, cascade layers with @layer) and remove the !important flags; keep it for utility classes that must always win.',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    const stats = new Map<Stylesheet | 'attributes', { total: number; important: number; sheet: Stylesheet }>();
    return {
      cssDeclaration(decl, sheet) {
        const key = sheet.origin === 'style-attribute' ? 'attributes' : sheet;
        let s = stats.get(key);
        if (!s) stats.set(key, (s = { total: 0, important: 0, sheet }));
        s.total++;
        if (decl.important) s.important++;
      },
      end() {
        if (!stats.size) return ctx.notApplicable('The page has no CSS declarations.');
        let flagged = 0;
        for (const [key, s] of stats) {
          const share = s.important / s.total;
          if (s.important > MAX_COUNT || (s.important >= MIN_FOR_SHARE && share > MAX_SHARE)) {
            flagged++;
            const where = key === 'attributes' ? 'style attributes' : sheetLabel(s.sheet);
            ctx.warn(key === 'attributes' ? null : { stylesheet: s.sheet }, `${s.important} of ${s.total} declarations (${Math.round(share * 100)}%) in ${where} use !important.`);
          }
        }
        return flagged ? undefined : ctx.pass();
      },
    };
  },
});
