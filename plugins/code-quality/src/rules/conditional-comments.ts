import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'code-quality/conditional-comments',
  dimension: 'codeQuality',
  title: 'No Internet Explorer conditional comments',
  failureTitle: 'The page contains Internet Explorer conditional comments',
  description: 'Finds conditional comments (`<!--[if IE]> … <![endif]-->` and the downlevel-revealed `<![if !IE]>` form), which only Internet Explorer 5–9 interpreted.',
  why: 'No supported browser reads conditional comments: Internet Explorer 10 dropped them and IE itself is retired, so the markup inside is dead weight downloaded on every visit, typically loading html5shiv or IE-only stylesheets.',
  fix: 'Delete the conditional comments and the IE-only scripts and styles they load.',
  impact: 'minor',
  tags: ['html-validate:no-conditional-comment'],
  create(ctx) {
    let n = 0;
    let first: { line: number; column: number } | null = null;
    let firstText = '';
    return {
      comment(node) {
        const d = node.data.slice(0, 200);
        if (!/^\[if\s/i.test(d)) return;
        n++;
        if (!first) {
          first = ctx.page.position(node.startIndex ?? 0);
          firstText = d.slice(0, 40);
        }
      },
      end() {
        if (!n || !first) return ctx.pass();
        ctx.warn(first, `${n} conditional comment${n === 1 ? '' : 's'}; first at line ${first.line}: <!--${firstText}…>.`);
        return undefined;
      },
    };
  },
});
