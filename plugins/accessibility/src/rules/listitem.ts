import { defineRule, dom, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { explicitRole } from '../lib/aria.ts';
import { isHidden, shortText } from '../lib/info.ts';

// Details are built only for findings the engine keeps; the closures are made here, not in the
// loop or handler, so that allocates no context for them on every element.
function reportOutside(ctx: RuleContext, el: Element, p: Element | null): void {
  ctx.report(el, () => `<li> "${shortText(el, 40)}" is inside ${p && p.name ? dom.snippet(p, 40) : 'the document root'}, not a list.`);
}

export default defineRule({
  id: 'accessibility/listitem',
  dimension: 'accessibility',
  title: 'List items are inside lists',
  failureTitle: 'Some <li> elements are not inside a <ul>, <ol> or <menu>',
  description: 'Checks that every <li> without an explicit role has a <ul>, <ol>, <menu> or role="list" element as its parent.',
  why: 'A list item outside a list is not announced as part of a list, so users lose the item count and list navigation.',
  fix: 'Put <li> elements directly inside a <ul> or <ol>.',
  impact: 'serious',
  tags: ['axe:listitem', 'wcag:1.3.1', 'lighthouse:listitem'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        li(el) {
          if (el.attribs['role'] !== undefined || isHidden(ctx.page, el)) return;
          checked++;
          const p = el.parent as Element | null;
          const role = p && p.name ? explicitRole(p) : null;
          const ok = !!p && !!p.name && (p.name === 'ul' || p.name === 'ol' || p.name === 'menu' ? !role || role === 'list' : role === 'list');
          if (!ok) reportOutside(ctx, el, p);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('The page has no <li> elements.');
        return undefined;
      },
    };
  },
});
