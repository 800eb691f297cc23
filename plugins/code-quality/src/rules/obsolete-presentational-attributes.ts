import { defineRule } from '@pagegrade/core';
import { PRESENTATIONAL_ATTRIBUTES } from '../lib/obsolete.ts';
import { warnAttributes } from '../lib/attr-table.ts';

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
  check(ctx) {
    return warnAttributes(ctx, PRESENTATIONAL_ATTRIBUTES);
  },
});
