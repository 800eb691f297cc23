import { defineRule } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';

export default defineRule({
  id: 'code-quality/js-syntax-errors',
  dimension: 'codeQuality',
  title: 'Scripts parse without syntax errors',
  failureTitle: 'Some scripts have JavaScript syntax errors and do not run',
  description: 'Parses every inline classic or module script and every fetched external script as current ECMAScript and reports syntax errors with their line and column. Scripts the fetcher truncated are not judged.',
  why: 'A syntax error stops the whole script before its first statement runs, so every feature it implements — menus, forms, consent banners, analytics — is missing, and browsers only report it in the developer console.',
  fix: 'Correct the syntax at the reported position; check the build output (bundler, minifier, template engine) that produced it, and watch the browser console in testing.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const scripts = ctx.page.scripts;
    if (!scripts.length) return ctx.notApplicable('The page has no scripts that could be read.');
    let n = 0;
    let truncated = 0;
    for (const s of scripts) {
      if (!s.error) continue;
      if (s.origin === 'external' && ctx.page.resourceByUrl(s.url)?.truncated) {
        truncated++;
        continue;
      }
      n++;
      const line = s.origin === 'external' ? s.error.line : s.baseLine + s.error.line - 1;
      ctx.report(s.element, `${s.error.message} at line ${line}, column ${s.error.column} of ${scriptLabel(s)}.`);
    }
    if (n) return undefined;
    if (truncated) return ctx.needsReview(`${truncated} script${truncated === 1 ? ' was' : 's were'} truncated by the fetcher and could not be checked; the rest parse.`);
    return ctx.pass(`${scripts.length} script${scripts.length === 1 ? '' : 's'} parsed.`);
  },
});
