import { defineRule } from '@pagegrade/core';
import { explicitRole } from '../lib/aria.ts';
import { describe, isHidden, reportExposed } from '../lib/info.ts';
import { accName, contentText } from '../lib/name.ts';

export default defineRule({
  id: 'accessibility/object-alt',
  dimension: 'accessibility',
  title: 'Embedded objects have a text alternative',
  failureTitle: 'Some <object> elements have no text alternative',
  description: 'Checks that every <object> with a data attribute that is exposed to assistive technology has an accessible name (aria-label, aria-labelledby, title) or fallback text content, unless it has role="none"/"presentation".',
  why: 'Plugins and embedded documents are often not accessible themselves; the text alternative is what a screen reader user gets instead.',
  fix: 'Put a text description (or a link to an accessible version) inside the <object>, or give it an aria-label.',
  impact: 'serious',
  tags: ['axe:object-alt', 'act:8fc3b6', 'wcag:1.1.1', 'lighthouse:object-alt'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        let checked = 0;
        for (const obj of page.index.byTag.get('object') ?? []) {
          if (obj.attribs['data'] === undefined || isHidden(page, obj)) continue;
          const role = explicitRole(obj);
          if (role === 'none' || role === 'presentation') continue;
          checked++;
          if (accName(obj, page).name || contentText(obj, page).text) continue;
          reportExposed(ctx, obj, `Object ${obj.attribs['data'] || describe(obj)} has no fallback text, aria-label or title.`);
        }
        if (checked === 0) return ctx.notApplicable('The page has no <object data> elements.');
        return undefined;
      },
    };
  },
});
