import { defineRule } from '@pagegrade/core';
import { sheetLabel } from '../lib/css.ts';

export default defineRule({
  id: 'code-quality/css-parse-errors',
  dimension: 'codeQuality',
  title: 'Stylesheets parse without syntax errors',
  failureTitle: 'Stylesheets contain CSS syntax errors',
  description: 'Checks every stylesheet (<style> elements, style attributes and fetched external sheets) for CSS syntax errors found by the CSS parser: missing colons or braces, stray closing braces, selectors that cannot be read, junk inside declarations (such as legacy IE filter syntax).',
  why: 'Browsers recover from CSS syntax errors by dropping the broken declaration, and a broken brace can swallow every rule that follows it, so whole sections of the design silently disappear in ways that depend on where the error sits.',
  fix: 'Correct the syntax at the reported line and column (run the stylesheet through a CSS linter such as Stylelint in the build).',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const sheets = ctx.page.stylesheets;
    if (!sheets.length) return ctx.notApplicable('The page has no CSS.');
    let n = 0;
    for (const sheet of sheets) {
      for (const e of sheet.errors) {
        n++;
        const line = sheet.origin === 'external' ? e.line : sheet.baseLine + e.line - 1;
        ctx.report({ stylesheet: sheet }, `${e.message} in ${sheetLabel(sheet)} (line ${line}, column ${e.column}).`);
      }
    }
    return n ? undefined : ctx.pass(`${sheets.length} stylesheet${sheets.length === 1 ? '' : 's'} parsed cleanly.`);
  },
});
