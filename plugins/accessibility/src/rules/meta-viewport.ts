import { defineRule } from '@pagegrade/core';

/** axe-core's meta-viewport threshold: a maximum-scale below 2 prevents the 200% zoom WCAG 1.4.4 asks for. */
const MIN_MAX_SCALE = 2;

export default defineRule({
  id: 'accessibility/meta-viewport',
  dimension: 'accessibility',
  title: 'The viewport allows zooming',
  failureTitle: 'The viewport meta tag prevents users from zooming',
  description: `Checks the content of <meta name="viewport">: user-scalable=no (or 0) or a maximum-scale below ${MIN_MAX_SCALE} fails (a negative one is invalid and ignored by browsers).`,
  why: 'People with low vision pinch-zoom to read; disabling zoom on mobile browsers that honour it makes small text unreadable for them.',
  fix: 'Remove user-scalable=no and maximum-scale (or set maximum-scale to 5 or more), e.g. <meta name="viewport" content="width=device-width, initial-scale=1">.',
  impact: 'serious',
  tags: ['axe:meta-viewport', 'act:b4f0c3', 'wcag:1.4.4', 'lighthouse:meta-viewport'],
  create(ctx) {
    return {
      end() {
        const metas = (ctx.page.index.byTag.get('meta') ?? []).filter((m) => (m.attribs['name'] ?? '').trim().toLowerCase() === 'viewport');
        if (metas.length === 0) return ctx.notApplicable('The page has no viewport meta tag.');
        for (const m of metas) {
          const content = (m.attribs['content'] ?? '').slice(0, 1000);
          const props = new Map<string, string>();
          for (const part of content.split(/[,;]/)) {
            const eq = part.indexOf('=');
            if (eq < 0) continue;
            props.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim().toLowerCase());
          }
          const scalable = props.get('user-scalable');
          if (scalable === 'no' || scalable === '0') ctx.report(m, `content="${content}" disables zoom with user-scalable=${scalable}.`);
          const max = props.get('maximum-scale');
          if (max !== undefined) {
            const n = Number.parseFloat(max);
            if (Number.isFinite(n) && n >= 0 && n < MIN_MAX_SCALE) ctx.report(m, `content="${content}" limits zoom to maximum-scale=${max} (below ${MIN_MAX_SCALE}).`);
          }
        }
        return undefined;
      },
    };
  },
});
