import { defineRule, dom, scriptOf, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { activeThirdParty, describe, type Ref } from '../lib/refs.ts';
import { consentSignals, trackerKind } from '../lib/trackers.ts';

/** A script that runs after parsing, or when it arrives: it does not hold back the scripts after it. */
function isAsync(page: Page, el: Element): boolean {
  const s = scriptOf(page, el)!;
  return s.async || s.defer || s.module;
}

export default defineRule({
  id: 'data-tracking/consent-script-order',
  dimension: 'dataTracking',
  title: 'The consent platform loads before the trackers',
  failureTitle: 'Trackers are placed before the consent platform and can run before it',
  description: 'When the page has both a consent management platform script and trackers, checks that no tracker script (or inline snippet that loads one) comes before the CMP script in document order, and that no synchronous tracker script follows an async or deferred CMP (it would run first). Not applicable without a CMP script or without trackers.',
  why: 'Consent platforms can only block what has not run yet: a tracker placed before the CMP, or a blocking script that executes while the CMP is still downloading, fires before the visitor has chosen.',
  fix: 'Put the CMP script first in <head>, load it synchronously as its vendor documents, and place trackers after it (ideally held back as type="text/plain" or fired by consent-aware tags).',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const cmp = consentSignals(ctx.page).find((c) => c.element?.name === 'script' && dom.hasAttr(c.element, 'src'));
    if (!cmp || !cmp.element) return ctx.notApplicable('No consent platform script is loaded, so there is no order to check.');
    const cmpEl = cmp.element;
    const cmpAt = cmpEl.startIndex ?? 0;
    const trackers: Array<{ label: string; ref: Ref }> = [];
    for (const ref of activeThirdParty(ctx.page)) {
      if (ref.element?.name !== 'script') continue;
      const label = trackerKind(ref);
      if (label) trackers.push({ label, ref });
    }
    if (trackers.length === 0) return ctx.notApplicable('No tracker script loads with the page.');
    const cmpAsync = isAsync(ctx.page, cmpEl);
    let warned = 0;
    for (const t of trackers) {
      const el = t.ref.element!;
      const at = el.startIndex ?? 0;
      if (at < cmpAt) {
        warned++;
        ctx.warn(el, `${t.label} (${describe(t.ref)}) comes before the consent platform ${cmp.label}.`);
      } else if (cmpAsync && dom.hasAttr(el, 'src') && !isAsync(ctx.page, el) && t.ref.initiator === 'script') {
        warned++;
        ctx.warn(el, `${t.label} is a blocking script, while the consent platform ${cmp.label} is async or deferred and runs later.`);
      }
    }
    if (warned > 0) return undefined;
    return ctx.pass(`${cmp.label} comes before the ${trackers.length} tracker script${trackers.length === 1 ? '' : 's'}.`);
  },
});
