import { defineRule, dom, isFocusable } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { effectiveRole, roleDef } from '../lib/aria.ts';
import { isHidden } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/nested-interactive',
  dimension: 'accessibility',
  title: 'Interactive controls do not contain other focusable controls',
  failureTitle: 'Some interactive controls contain focusable elements',
  description: 'For every element whose role makes its children presentational (button, checkbox, switch, tab, slider, img, progressbar … per aria-query, including native <button>), checks that no descendant is in the keyboard tab order (links, form controls, tabindex ≥ 0).',
  why: 'Assistive technology flattens the content of such controls to text, so the nested control is announced as part of the outer one, or not at all, while keyboard users still tab onto it.',
  fix: 'Move the inner link or button out of the outer control, placing them side by side.',
  impact: 'serious',
  tags: ['axe:nested-interactive', 'act:307n5z', 'wcag:4.1.2'],
  create(ctx) {
    const open: Element[] = [];
    const reported = new WeakSet<Element>();
    let checked = 0;
    return {
      element: {
        '*'(el) {
          // Outside any open control only a control can matter: skip the rest for everything else.
          if (open.length === 0 && el.attribs['role'] === undefined && el.name !== 'button' && el.name !== 'input') return;
          if (isHidden(ctx.page, el)) return;
          const outer = open[open.length - 1];
          if (outer && isFocusable(el) && (el.attribs['tabindex'] ?? '').trim() !== '-1' && !reported.has(outer)) {
            reported.add(outer);
            ctx.report(el, `${dom.snippet(el, 50)} is focusable inside ${dom.snippet(outer, 50)}.`);
          }
          if (el.attribs['role'] === undefined && el.name !== 'button' && el.name !== 'input') return;
          const role = effectiveRole(el);
          if (role && roleDef(role)?.childrenPresentational && (isFocusable(el) || el.attribs['role'] !== undefined)) {
            checked++;
            open.push(el);
          }
        },
      },
      elementExit: {
        '*'(el) {
          if (open[open.length - 1] === el) open.pop();
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No control whose children are presentational.');
        return undefined;
      },
    };
  },
});
