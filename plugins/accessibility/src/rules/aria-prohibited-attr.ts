import { defineRule, dom, inForeignContent, isCustomElementName, type Page } from '@pagegrade/core';
import { ARIA_ATTRIBUTES, contentText, effectiveRole, explicitRole, GLOBAL_ATTRIBUTES, isHidden, isWidgetRole, prohibitedAttributes, superRoles } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { closestWithin, reportExposed } from '../lib/info.ts';
import { isAriaInHtmlElement, NAMING_PROHIBITED_WITHOUT_ROLE } from '../lib/html-aria.ts';

export default defineRule({
  id: 'accessibility/aria-prohibited-attr',
  dimension: 'accessibility',
  title: 'No ARIA attributes are used where they are prohibited',
  failureTitle: 'Some elements carry ARIA attributes their role prohibits',
  description:
    'Checks every element exposed to assistive technology that has a non-empty global ARIA state or property: none may be prohibited for its role (WAI-ARIA role definitions from aria-query, with the WAI-ARIA 1.3 braille properties added): aria-label, aria-labelledby, aria-braillelabel and aria-brailleroledescription on generic (a plain <div> or <span>), paragraph, code, emphasis, strong, caption, presentation/none and others, and aria-roledescription on generic. ' +
    'Elements without a role mapping are judged as generic only where ARIA in HTML prohibits naming them (abbr, cite, kbd, label, legend, figcaption …): embedded content such as iframe, video or object may be named. Not judged: an element without an explicit role inside a widget (a <span aria-label> in a button or link, whose label becomes part of the widget\'s name), custom elements (a script may give them a role) and SVG content. The finding says whether the element has text that is read instead.',
  why: 'Browsers and screen readers ignore or inconsistently expose these attributes on such roles, so the label or description the author wrote is often never heard.',
  fix: 'Move the label to an element that can be named (a button, link, landmark or image), give the element an appropriate role, or put the text in the content, for example visually hidden text.',
  impact: 'serious',
  tags: ['axe:aria-prohibited-attr', 'act:kb1m8s', 'wcag:4.1.2', 'lighthouse:aria-prohibited-attr'],
  // The '*' handler only acts on elements with ARIA attributes.
  attributes: ['aria-*'],
  create(ctx) {
    let checked = 0;
    return {
      element: {
        '*'(el) {
          if (!hasGlobalState(el) || isHidden(ctx.page, el)) return;
          checked++;
          const page = ctx.page;
          const explicit = explicitRole(el) !== null;
          const role = explicit ? effectiveRole(el) : implicitRoleToJudge(el, page);
          if (role === null) return;
          const prohibited = prohibitedAttributes(role).filter((a) => !dom.isBlank(el.attribs[a] ?? ''));
          // The exemptions walk the ancestors: asked only of the few elements that would be reported.
          if (prohibited.length === 0 || (!explicit && (isCustomElementName(el.name) || insideWidget(el)))) return;
          reportExposed(ctx, el, () => `${prohibited.join(' and ')} on ${dom.snippet(el, 60)} (role "${role}") ${prohibited.length > 1 ? 'are' : 'is'} prohibited${contentText(el, page).text ? '; its text content is read instead' : ', and it has no text, so nothing is announced'}.`);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has a global ARIA state or property.');
        return undefined;
      },
    };
  },
});

/** Whether the element has a global ARIA state or property (those every role supports, unless it prohibits them). */
function hasGlobalState(el: Element): boolean {
  for (const name in el.attribs) if (name.startsWith('aria-') && ARIA_ATTRIBUTES.has(name) && GLOBAL_ATTRIBUTES.has(name)) return true;
  return false;
}

/**
 * The role whose prohibitions apply to an element without an explicit role, or null when nothing
 * is prohibited on it: its implicit role, and for an element with no role mapping, generic where
 * ARIA in HTML prohibits naming it or HTML does not define it (SVG content has its own mapping).
 * Custom elements and elements inside a widget may carry any global attribute (see the handler).
 */
function implicitRoleToJudge(el: Element, page: Page): string | null {
  const role = effectiveRole(el);
  if (role !== null) return role;
  if (inForeignContent(page, el)) return null;
  return NAMING_PROHIBITED_WITHOUT_ROLE.has(el.name) || !isAriaInHtmlElement(el.name) ? 'generic' : null;
}

/**
 * Whether the nearest element with a meaningful role (the element itself, or an ancestor past
 * generic and presentational ones) is a widget that is not a composite: a label inside a button or
 * link is read as part of the widget's name.
 */
function insideWidget(el: Element): boolean {
  const owner = isMeaningful(el) ? el : closestWithin(el, isMeaningful, 512);
  if (owner === null) return false;
  const role = effectiveRole(owner)!;
  return isWidgetRole(role) && !superRoles(role).has('composite');
}

function isMeaningful(el: Element): boolean {
  const role = effectiveRole(el);
  return role !== null && role !== 'generic' && role !== 'none' && role !== 'presentation';
}
