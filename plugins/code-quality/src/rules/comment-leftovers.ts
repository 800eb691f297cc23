import { defineRule } from '@pagegrade/core';

const MARKER = /\b(TODO|FIXME|XXX|HACK)\b/;
/** Commented-out markup larger than this many characters is reported. */
const MAX_COMMENTED_MARKUP = 2000;

export default defineRule({
  id: 'code-quality/comment-leftovers',
  dimension: 'codeQuality',
  title: 'HTML comments contain no development leftovers',
  failureTitle: 'HTML comments contain TODO notes or large blocks of commented-out markup',
  description: `Checks HTML comments (not conditional comments) for TODO, FIXME, XXX and HACK markers, and for commented-out markup longer than ${MAX_COMMENTED_MARKUP} characters.`,
  why: 'Comments ship to every visitor: developer notes can reveal unfinished features, internal names or weaknesses, and large commented-out blocks add bytes to every page view for nothing.',
  fix: 'Track to-dos in the issue tracker, delete dead markup (version control keeps it), and strip comments with the HTML minifier in the build.',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    let comments = 0;
    let n = 0;
    return {
      comment(node) {
        comments++;
        const data = node.data;
        if (data.startsWith('[if') || data.startsWith('<![endif]') || data.startsWith('[endif]')) return;
        const head = data.slice(0, 4000);
        const m = MARKER.exec(head);
        if (m) {
          const pos = ctx.page.position(node.startIndex ?? 0);
          n++;
          const at = m.index;
          ctx.warn({ line: pos.line, column: pos.column }, () => `Comment at line ${pos.line}: "${head.slice(Math.max(0, at - 10), at + 60).replace(/\s+/g, ' ').trim()}".`);
        } else if (data.length > MAX_COMMENTED_MARKUP) {
          const markup = data.slice(0, 500);
          if (/<\/?[a-z][a-z0-9-]*[\s>]/i.test(markup)) {
            const pos = ctx.page.position(node.startIndex ?? 0);
            n++;
            ctx.warn({ line: pos.line, column: pos.column }, `${Math.round(data.length / 1024)} KB of commented-out markup at line ${pos.line}.`);
          }
        }
      },
      end() {
        if (!comments) return ctx.notApplicable('The page has no HTML comments.');
        return n ? undefined : ctx.pass();
      },
    };
  },
});
