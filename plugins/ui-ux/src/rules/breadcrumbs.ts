import { defineRule, dom, type Verdict } from '@pagegrade/core';
import { hidden } from '../lib/tree.ts';

/** Path segments from which a page is "deep" in the site structure. */
const DEPTH = 3;
const BREADCRUMB = /breadcrumb/i;

function hasBreadcrumbType(data: unknown, depth = 0): boolean {
  if (!data || typeof data !== 'object' || depth > 3) return false;
  if (Array.isArray(data)) return data.slice(0, 50).some((d) => hasBreadcrumbType(d, depth + 1));
  const o = data as Record<string, unknown>;
  const t = o['@type'];
  if (t === 'BreadcrumbList' || (Array.isArray(t) && t.includes('BreadcrumbList'))) return true;
  return hasBreadcrumbType(o['@graph'], depth + 1) || hasBreadcrumbType(o['breadcrumb'], depth + 1);
}

export default defineRule({
  id: 'ui-ux/breadcrumbs',
  dimension: 'uiux',
  title: 'Deep pages show a breadcrumb trail',
  failureTitle: 'A deep page has no visible breadcrumb trail',
  description:
    `On pages whose URL path has ${DEPTH} or more segments (e.g. /shop/chairs/oak-chair), looks for a visible breadcrumb: an element whose aria-label, id or class contains "breadcrumb", or BreadcrumbList microdata/RDFa. ` +
    'BreadcrumbList only in JSON-LD warns (search engines see the trail, visitors do not); nothing warns. Shallower pages are not applicable.',
  why: 'Breadcrumbs show visitors who land deep in a site from search where they are and give a one-tap way up to the category, instead of the Back button or the full menu.',
  fix: 'Add <nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/shop/">Shop</a></li>…</ol></nav> above the page heading, mirrored in BreadcrumbList structured data.',
  impact: 'minor',
  needs: ['site'],
  tags: ['best-practice'],
  references: ['https://www.w3.org/WAI/ARIA/apg/patterns/breadcrumb/'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['aria-label', 'id', 'class', 'itemtype', 'typeof'],
  create(ctx) {
    const loc = ctx.page.location;
    const web = !!loc && /^https?:$/.test(loc.protocol);
    const segs = web ? loc.pathname.split('/').filter((s) => s && !/^index\.\w+$/i.test(s)) : [];
    const end = (): Verdict | undefined => {
      if (!loc || !web) return ctx.notApplicable('The page has no web URL to measure depth from.');
      if (segs.length < DEPTH) return ctx.notApplicable(`The URL path ${loc.pathname} is ${segs.length} level(s) deep; breadcrumbs matter from ${DEPTH}.`);
      if (visible) return ctx.pass(`Breadcrumb trail ${visible}.`);
      if (ctx.page.jsonLd.some((b) => hasBreadcrumbType(b.data))) return ctx.warning(`${loc.pathname} has BreadcrumbList structured data but no visible breadcrumb trail.`);
      return ctx.warning(`${loc.pathname} is ${segs.length} levels deep and has no breadcrumb trail.`);
    };
    let visible: string | null = null;
    // Shallow pages are not applicable whatever the markup holds: no element is looked at.
    if (segs.length < DEPTH) return { end };
    return {
      element: {
        '*'(el) {
          if (visible) return;
          const a = el.attribs;
          // "breadcrumb" has no space, so it can only match inside one of the three values: the
          // joined marker is built only for the rare element where one of them has it.
          const aria = a['aria-label'];
          const id = a['id'];
          const cls = a['class'];
          const maybe = (aria !== undefined && BREADCRUMB.test(aria)) || (id !== undefined && BREADCRUMB.test(id)) || (cls !== undefined && BREADCRUMB.test(cls));
          const marked = maybe && BREADCRUMB.test(`${aria ?? ''} ${id ?? ''} ${cls ?? ''}`.slice(0, 300));
          if (marked || /BreadcrumbList/.test(a['itemtype'] ?? '') || /BreadcrumbList/.test(a['typeof'] ?? '')) {
            if (el.name !== 'script' && el.name !== 'meta' && el.name !== 'link' && !hidden(ctx.page, el)) visible = dom.snippet(el, 60);
          }
        },
      },
      end,
    };
  },
});
