import { defineRule, dom } from '@pagegrade/core';
import { boundedText, hidden } from '../lib/tree.ts';
import { describeControl, inputType } from '../lib/forms.ts';

export default defineRule({
  id: 'ui-ux/pattern-hint',
  dimension: 'uiux',
  title: 'Fields with a pattern explain the expected format',
  failureTitle: 'Some fields with a pattern do not explain the expected format',
  description:
    'For inputs with a pattern attribute, checks for a title (browsers add it to the validation message) or an aria-describedby reference to existing hint text. Each one without warns; not applicable without pattern attributes.',
  why: 'When a value fails a pattern, browsers only say "Please match the requested format" unless the field has a title; without a visible hint, users must guess the format by trial and error.',
  fix: 'Describe the format next to the field and link it with aria-describedby, and add a title, e.g. pattern="[0-9]{5}" title="Five digits, e.g. 75001".',
  impact: 'minor',
  tags: ['wcag:3.3.2'],
  references: ['https://html.spec.whatwg.org/multipage/input.html#the-pattern-attribute'],
  check(ctx) {
    const inputs = (ctx.page.index.byTag.get('input') ?? []).filter((el) => dom.attr(el, 'pattern') !== null && inputType(el) !== 'hidden' && !hidden(ctx.page, el));
    if (inputs.length === 0) return ctx.notApplicable('No input has a pattern attribute.');
    for (const el of inputs) {
      if (dom.normalizeSpace(dom.attr(el, 'title') ?? '')) continue;
      const ids = (dom.attr(el, 'aria-describedby') ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
      if (ids.some((id) => { const t = ctx.page.index.byId.get(id)?.[0]; return !!t && boundedText(t, 10) !== ''; })) continue;
      ctx.warn(el, `${describeControl(el)} requires pattern="${(dom.attr(el, 'pattern') ?? '').slice(0, 40)}" but has no title or described-by hint.`);
    }
    return undefined;
  },
});
