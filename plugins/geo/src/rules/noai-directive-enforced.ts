import { defineRule, dom } from '@pagegrade/core';
import { AI_CRAWLER_BY_TOKEN, MAJOR_TRAINING } from '../data/ai-crawlers.ts';
import { accessFor } from '../lib/robots.ts';
import type { Element } from 'domhandler';

const NOAI = new Set(['noai', 'noimageai']);

export default defineRule({
  id: 'geo/noai-directive-enforced',
  dimension: 'geo',
  title: 'The page\'s "noai" wish is backed by robots.txt',
  failureTitle: 'The page asks for "noai" but robots.txt lets AI training crawlers in',
  description: `When the page sends a \`noai\` or \`noimageai\` robots directive (meta robots or X-Robots-Tag), checks that robots.txt also refuses the major AI training crawlers (${MAJOR_TRAINING.join(', ')}). Not applicable without such a directive.`,
  why: '`noai` and `noimageai` are informal directives that the major model makers do not document or honour; their crawlers follow robots.txt. A page relying on the meta tag alone has stated an opt-out that is not enforced.',
  fix: 'Keep the meta tag if you like, but add `User-agent: GPTBot`, `ClaudeBot`, `Google-Extended`, `Applebot-Extended`, `CCBot` … groups with `Disallow: /` to robots.txt.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['robots'],
  check(ctx) {
    const page = ctx.page;
    let source: Element | null = null;
    let where = '';
    for (const m of page.index.byTag.get('meta') ?? []) {
      const name = (dom.attr(m, 'name') ?? '').trim().toLowerCase();
      if (name !== 'robots' && !AI_CRAWLER_BY_TOKEN.has(name)) continue;
      const toks = (dom.attr(m, 'content') ?? '').toLowerCase().split(/[\s,]+/);
      const hit = toks.find((t) => NOAI.has(t));
      if (hit) {
        source = m;
        where = `<meta name="${name}" content="${hit}">`;
        break;
      }
    }
    if (!where) {
      const hdr = page.headers.all('x-robots-tag').find((v) => v.toLowerCase().split(/[\s,:]+/).some((t) => NOAI.has(t)));
      if (hdr) where = `X-Robots-Tag "${hdr}"`;
    }
    if (!where) return ctx.notApplicable('The page sends no noai or noimageai directive.');
    const majors = MAJOR_TRAINING.map((t) => AI_CRAWLER_BY_TOKEN.get(t.toLowerCase())!);
    const open = accessFor(page, majors).filter((a) => a.allowed).map((a) => a.crawler.token);
    if (open.length === 0) return ctx.pass(`${where}, and robots.txt refuses the major training crawlers.`);
    ctx.warn(source, `${where}, but robots.txt lets ${open.join(', ')} fetch the page.`);
    return undefined;
  },
});
