import type { Element } from 'domhandler';
import { defineRule, dom, notRenderedOf, styleOf, type Page, cssDecls, selectorText, splitSelectorList, selectorSubject, compoundType, type CssDecl } from '@pagegrade/core';
import { declTarget, declWhere, desktopOnly, lengthPx, screenMedia } from '../lib/css.ts';
import { MIN_TARGET, tallyTargets } from '../lib/targets.ts';

/** WCAG 2.2 SC 2.5.8 (Target Size, Minimum) asks for 24 × 24 CSS px. */
const MIN = 24;
const CONTROLS = new Set(['a', 'button', 'input', 'select', 'summary']);
const SIZING_DISPLAY = /^(block|inline-block|flex|inline-flex|grid|inline-grid|table-cell)$/;

function targetsControl(sel: string): boolean {
  return splitSelectorList(sel).some((s) => {
    const subj = selectorSubject(s).toLowerCase();
    return CONTROLS.has(compoundType(subj)) || /\[role=["']?button/.test(subj) || /(^|[.\s])(btn|button|icon-button)([-_:\s.[]|$)/.test(subj);
  });
}

/** A px length the resolved style declares, or null (auto, %, em, calc(), unknown). */
function declaredPx(value: string | null): number | null {
  return value !== null && /^\d*\.?\d+px$/.test(value) ? lengthPx(value) : null;
}

/**
 * The first rendered control whose resolved width and height are not both declared as at least
 * the minimum (its size comes from content, padding or layout, which a static reading cannot
 * measure), or null. Only the first is looked for: a page has thousands of links.
 */
function firstUnmeasured(page: Page): Element | null {
  for (const t of CONTROLS) {
    for (const el of page.index.byTag.get(t) ?? []) {
      if (t === 'input' && (dom.attr(el, 'type') ?? '').toLowerCase() === 'hidden') continue;
      if (notRenderedOf(page, el) === true) continue;
      const css = styleOf(page, el);
      const w = declaredPx(css.width);
      const h = declaredPx(css.height);
      if (w === null || h === null || w < MIN || h < MIN) return el;
    }
  }
  return null;
}

export default defineRule({
  id: 'ui-ux/tap-target-size',
  dimension: 'uiux',
  title: 'No tap target is explicitly sized below 24 × 24 px',
  failureTitle: 'Some links or buttons are explicitly sized below 24 × 24 px',
  description:
    `Looks for width or height under ${MIN} px set on links, buttons and other controls — CSS rules whose subject is a, button, input, select, summary, [role=button] or a .btn/.button class, and style attributes on those elements — in media that can apply to phones. ` +
    `A rule counts only when the size takes effect (the element is a button/input, or the rule makes it block-level) and neither padding nor a min-width/min-height of ${MIN} px or more in the same rule can enlarge it. Only px sizes are judged. ` +
    'Each warns. Rendered sizes and spacing need layout: without such declarations the check passes only when every rendered control declares a width and a height of at least ' + MIN + ' px, and otherwise leaves the page for review. ' +
    `In rendered mode the browser's layout boxes decide, as axe-core's target-size rule (Lighthouse's target-size audit) measures WCAG 2.2 SC 2.5.8: every visible, enabled link, button, form control and focusable widget of at least ${MIN_TARGET} × ${MIN_TARGET} CSS px passes; a smaller one passes when a ${MIN_TARGET} px circle centred on it reaches no other target and no other small target's circle, and fails otherwise. Links inline in a sentence, controls the browser sizes (checkboxes, radio buttons, range and date inputs) and a target inside another are exempt.`,
  why: 'Small targets are hard to hit with a finger, and misses open the wrong link; people with tremors or limited dexterity are affected most.',
  fix: `Make interactive elements at least ${MIN} × ${MIN} px (44–48 px is better on touch screens), using padding or min-width/min-height, or give small ones enough spacing.`,
  impact: 'moderate',
  tags: ['wcag:2.5.8', 'axe:target-size', 'lighthouse:target-size'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        if (page.rendered) return measured();
        let controls = 0;
        for (const t of CONTROLS) controls += page.index.byTag.get(t)?.length ?? 0;
        if (controls === 0) return ctx.notApplicable('The page has no links, buttons or form controls.');
        const seen = new Set<object>();
        for (const d of cssDecls(page, 'width', 'height')) {
          const media = d.rule?.media ?? null;
          if (!screenMedia(media) || desktopOnly(media)) continue;
          // Only px: em sizes depend on a font size the CSS alone does not settle.
          if (!/^\d*\.?\d+px$/.test(d.value)) continue;
          const px = lengthPx(d.value);
          if (px === null || px <= 0 || px >= MIN) continue;
          const owner: CssDecl[] = d.rule ? d.rule.decls : [];
          if (d.rule) {
            if (seen.has(d.rule) || !targetsControl(selectorText(d.rule))) continue;
            const sel = selectorText(d.rule).toLowerCase();
            const replaced = /(^|[\s,>+~])(button|input|select)/.test(sel) || /btn|button/.test(sel);
            const display = owner.find((x) => x.property === 'display');
            if (!replaced && !(display && SIZING_DISPLAY.test(display.value))) continue;
          } else {
            const el = d.element;
            if (!el || !CONTROLS.has(el.name) || seen.has(el)) continue;
            if (el.name === 'a' && !/display\s*:\s*(inline-)?(block|flex|grid)/i.test(el.attribs['style'] ?? '')) continue;
          }
          // Padding in the same rule may enlarge the target beyond the set size (box-sizing unknown).
          if (owner.some((x) => x.property === 'padding' && x.value.split(' ').some((t) => lengthPx(t) !== 0))) continue;
          const minProp = d.property === 'width' ? 'min-width' : 'min-height';
          const min = owner.find((x) => x.property === minProp);
          const minPx = min ? lengthPx(min.value) : null;
          if (minPx !== null && minPx >= MIN) continue;
          seen.add(d.rule ?? d.element!);
          ctx.warn(declTarget(d), `${d.property}: ${d.value} in ${declWhere(d)} makes a tap target under ${MIN} px.`);
        }
        if (seen.size > 0) return undefined;
        // A pass must rest on sizes known, not on small ones merely not written down.
        const open = firstUnmeasured(page);
        if (!open) return ctx.pass(`Every rendered control declares a width and a height of at least ${MIN} px.`);
        return ctx.needsReview(`No control is explicitly sized under ${MIN} px in the CSS, but controls such as ${dom.snippet(open, 60)} take their size from content and layout, which a static reading cannot measure.`);
      },
    };

    /** Rendered mode: sizes and spacing from the layout boxes. */
    function measured() {
      const t = tallyTargets(ctx.page);
      if (t.targets === 0) return ctx.notApplicable(t.inline > 0 ? `The page's only targets are ${t.inline} link(s) inline in text, which SC 2.5.8 exempts.` : 'The page has no visible links, buttons or form controls.');
      for (const c of t.crowded) {
        ctx.report(c.el, `Target is ${Math.round(c.box.width)} × ${Math.round(c.box.height)} px and its centre is ${c.distance.toFixed(1)} px from ${dom.snippet(c.near, 50)}: a target under ${MIN_TARGET} × ${MIN_TARGET} px needs ${MIN_TARGET / 2} px of room around its centre.`);
      }
      if (t.crowded.length > 0) return undefined;
      const exempt = [t.inline ? `${t.inline} inline in text` : '', t.userAgentSized ? `${t.userAgentSized} sized by the browser` : ''].filter(Boolean).join(', ');
      return ctx.pass(`All ${t.targets} target(s) are at least ${MIN_TARGET} × ${MIN_TARGET} px${t.undersized > t.userAgentSized ? `, or smaller with enough room around them (${t.undersized - t.userAgentSized})` : ''}${exempt ? `; exempt: ${exempt}` : ''}.`);
    }
  },
});
