import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { shortText } from '../lib/info.ts';

const VALUES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

export default defineRule({
  id: 'accessibility/scope-attr-valid',
  dimension: 'accessibility',
  title: 'scope attributes are used correctly',
  failureTitle: 'Some scope attributes are invalid or on the wrong element',
  description: 'Checks that the scope attribute appears only on <th> (it is obsolete on <td> in HTML) and has one of the values row, col, rowgroup or colgroup, on cells exposed to assistive technology.',
  why: 'Screen readers use scope to decide which cells a header labels; a wrong value or a scope on a data cell is ignored, and cells are read without their headers.',
  fix: 'Use scope="col" on column headers and scope="row" on row headers, only on <th>; mark header cells as <th>, not <td scope>.',
  impact: 'moderate',
  tags: ['axe:scope-attr-valid', 'best-practice'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['scope'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          const scope = el.attribs['scope'];
          if (scope === undefined || isHidden(ctx.page, el)) return;
          checked++;
          if (el.name !== 'th') ctx.report(el, `scope="${scope}" on ${dom.snippet(el, 50)}: scope belongs on <th> only.`);
          else if (!VALUES.has(scope.trim().toLowerCase())) ctx.report(el, `scope="${scope}" on <th> "${shortText(el, 30)}" is not row, col, rowgroup or colgroup.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element has a scope attribute.');
        return undefined;
      },
    };
  },
});
