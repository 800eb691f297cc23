import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { shortText } from '../lib/info.ts';
import type * as CssTree from 'css-tree';
import { csstree } from '@pagegrade/core';

export default defineRule({
  id: 'accessibility/blink',
  dimension: 'accessibility',
  title: 'No blinking text',
  failureTitle: 'The page uses blinking text',
  description: 'Checks for <blink> elements that are rendered and for CSS text-decoration / text-decoration-line declarations with the value blink, in <style>, style attributes and fetched stylesheets.',
  why: 'Blinking content cannot be paused, distracts people with attention disorders and is hard to read for people with low vision.',
  fix: 'Remove <blink> and text-decoration: blink; emphasise text with <strong> or styling that does not move.',
  impact: 'serious',
  tags: ['axe:blink', 'wcag:2.2.2'],
  create(ctx) {
    return {
      element: {
        blink(el) {
          // Hidden text does not blink.
          if (isHidden(ctx.page, el)) return;
          ctx.report(el, `<blink> around "${shortText(el, 50)}".`);
        },
      },
      cssDeclaration(decl, sheet, rule) {
        const p = decl.property.toLowerCase();
        if (p !== 'text-decoration' && p !== 'text-decoration-line') return;
        const value = decl.value as CssTree.Raw | CssTree.Value;
        let blinks = false;
        if (value.type === 'Raw') blinks = /\bblink\b/i.test(value.value.slice(0, 200));
        else value.children.forEach((n) => {
          if (n.type === 'Identifier' && n.name.toLowerCase() === 'blink') blinks = true;
        });
        if (!blinks) return;
        const where = rule ? `the rule for ${csstree.generate(rule.prelude).slice(0, 60)}` : 'a style attribute';
        ctx.report({ stylesheet: sheet, node: decl }, `${p}: blink in ${where}.`);
      },
    };
  },
});
