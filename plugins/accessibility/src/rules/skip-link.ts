import type { Element } from 'domhandler';
import { defineRule, type RuleContext } from '@pagegrade/core';
import { shortText } from '../lib/info.ts';

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// Details are built only for findings the engine keeps; the closures are made here, not in the
// loop or handler, so that allocates no context for them on every element.
function reportMissing(ctx: RuleContext, a: Element, href: string, frag: string): void {
  ctx.report(a, () => `Link "${shortText(a, 40)}" points at ${href}, but no element has id="${frag}".`);
}

export default defineRule({
  id: 'accessibility/skip-link',
  dimension: 'accessibility',
  title: 'Same-page links point at existing targets',
  failureTitle: 'Some skip links or same-page links point at targets that do not exist',
  description: 'Checks every link whose href is a fragment of the same page (href="#content", not "#", "#top" or a client-side route like "#/path" or "#!") and reports those whose target — an element with that id, or an <a name> — does not exist.',
  why: 'A skip link with a missing target does nothing: keyboard users press it and stay where they are, and still have to tab through the whole navigation.',
  fix: 'Give the target element the matching id (e.g. <main id="content">), or correct the href.',
  impact: 'moderate',
  tags: ['axe:skip-link', 'best-practice', 'wcag:2.4.1'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        // <a name> targets, from the attribute index rather than every link.
        const names = new Set<string>();
        for (const el of page.index.byAttribute.get('name') ?? []) if (el.name === 'a' && el.attribs['name']) names.add(el.attribs['name']);
        let checked = 0;
        for (const a of page.index.byTag.get('a') ?? []) {
          // Most hrefs have no '#' at all: skip them before making a trimmed copy.
          const raw = a.attribs['href'];
          if (raw === undefined || !raw.includes('#')) continue;
          const href = raw.trim();
          if (!href.startsWith('#') || href.length < 2 || href.startsWith('#/') || href.startsWith('#!')) continue;
          const frag = decode(href.slice(1));
          if (frag.toLowerCase() === 'top') continue;
          checked++;
          if (!page.index.byId.has(frag) && !names.has(frag)) reportMissing(ctx, a, href, frag);
        }
        if (checked === 0) return ctx.notApplicable('The page has no same-page links.');
        return undefined;
      },
    };
  },
});
