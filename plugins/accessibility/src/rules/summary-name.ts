import { defineRule, dom } from '@pagegrade/core';
import { accName, effectiveRole, explicitRole, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { describe, reportExposed } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/summary-name',
  dimension: 'accessibility',
  title: 'Disclosure summaries have accessible names',
  failureTitle: 'Some <details> summaries have no accessible name',
  description: 'Checks that the <summary> that toggles each <details> element (its first <summary> child) has an accessible name from its content, aria-label, aria-labelledby or title.',
  why: 'The summary is the button that opens and closes the details; without a name it is announced as an unlabelled button.',
  fix: 'Put text in the <summary> describing what opens, or an aria-label when it holds only an icon.',
  impact: 'serious',
  tags: ['axe:summary-name', 'act:2t702h', 'wcag:4.1.2'],
  check(ctx) {
    const page = ctx.page;
    const summaries: Element[] = [];
    for (const d of page.index.byTag.get('details') ?? []) {
      const s = dom.childElements(d).find((c) => c.name === 'summary');
      if (s && !isHidden(page, s) && ownRoleIgnored(s)) summaries.push(s);
    }
    if (summaries.length === 0) return ctx.notApplicable('The page has no <details> with a <summary>.');
    for (const s of summaries) if (!accName(s, page).name) reportExposed(ctx, s, `Summary ${describe(s)} has no text or other accessible name.`);
    return undefined;
  },
});

/**
 * A summary keeps its own semantics when it has no valid explicit role, or when its none or
 * presentation role is overridden because the summary is focusable (presentational roles conflict
 * resolution). Another explicit role (button) is judged by that role's checks.
 */
function ownRoleIgnored(s: Element): boolean {
  const explicit = explicitRole(s);
  return explicit === null || ((explicit === 'none' || explicit === 'presentation') && effectiveRole(s) !== 'none');
}
