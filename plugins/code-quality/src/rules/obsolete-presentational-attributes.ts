import { defineRule } from '@pagegrade/core';
import { PRESENTATIONAL_ATTRIBUTES } from '../lib/obsolete.ts';
import { findAttributes } from '../lib/attr-table.ts';

export default defineRule({
  id: 'code-quality/obsolete-presentational-attributes',
  dimension: 'codeQuality',
  title: 'No obsolete presentational attributes',
  failureTitle: 'The page styles elements with obsolete presentational attributes',
  description:
    'Checks for presentational attributes the HTML standard made obsolete in favour of CSS: align, valign, bgcolor, background, cellpadding, cellspacing, width and height on tables and cells, nowrap, border on images, objects and inputs (border on <table> is tolerated), hspace/vspace, clear on <br>, hr styling, body colour and margin attributes, frameborder/scrolling on iframes, list type and compact attributes.',
  why: 'Presentational attributes cannot respond to media queries, dark mode or user styles, they override nothing predictably in the cascade, and they scatter styling across the markup where it is hard to change consistently.',
  fix: 'Move the presentation into CSS (the finding names the property to use) and remove the attribute.',
  impact: 'minor',
  tags: ['html-validate:no-deprecated-attr'],
  references: ['https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features'],
  create(ctx) {
    return {
      end() {
        const hits = findAttributes(ctx.page, PRESENTATIONAL_ATTRIBUTES);
        if (!hits.length) return ctx.pass();
        hits.sort((a, b) => b.count - a.count);
        for (const h of hits) ctx.warn(h.first, `${h.attribute}="${(h.first.attribs[h.attribute] ?? '').slice(0, 30)}" on <${h.element}>${h.count > 1 ? ` (${h.count} elements)` : ''}: use ${h.instead}.`);
        return undefined;
      },
    };
  },
});
