import { defineRule, registrableDomain } from '@pagegrade/core';
import { canonicalsOf, effectiveCanonical } from '../lib/canonical.ts';
import { isWebPage, sameDocument } from '../lib/meta.ts';

/** Query parameters that number the pages of a paginated series. */
const PAGE_PARAMS = ['page', 'p', 'pg', 'paged', 'pagina', 'seite'];

export default defineRule({
  id: 'seo/canonical-target',
  dimension: 'seo',
  title: 'The canonical URL points to this page',
  failureTitle: 'The canonical URL hands this page’s ranking to another URL',
  description:
    "Compares the page's canonical URL with its own URL. Self-referencing passes, as does the same path without the query string — except for page 2+ of a paginated series (?page=2 canonicalised to page 1), which warns. Pointing to the site's home page from a deeper page (as in Lighthouse), or to a URL that redirected to this page, fails. From https to http warns. Pointing to another page of the site, or to another site, is what a canonical is for when this page is a duplicate or a syndicated copy (Lighthouse accepts both), so it is left for review, naming the URL search engines will index instead.",
  why: "A canonical that points elsewhere asks search engines to index that URL instead of this one; when it is a template mistake (every page pointing to the home page) the site's pages disappear from results.",
  fix: "Make each page's canonical its own preferred absolute URL, unless the page really is a duplicate of the target.",
  impact: 'serious',
  needs: ['site'],
  tags: ['lighthouse:canonical'],
  check(ctx) {
    const page = ctx.page;
    if (canonicalsOf(page).length === 0) return ctx.notApplicable('The page declares no canonical URL.');
    const canonical = effectiveCanonical(page);
    if (!canonical) return ctx.notApplicable('The canonical declarations are invalid or conflict (see seo/canonical-valid).');
    const el = canonicalsOf(page)[0]!.element;
    // A saved page graded under the address it names for itself would always point at itself.
    if (page.saved && page.saved.addressFrom !== 'given') return ctx.notApplicable(`The saved page's address was read from its own ${page.saved.addressFrom === 'canonical' ? 'canonical URL' : 'og:url'}, so whether the canonical names this page cannot be judged; give the address it was served from.`);
    if (sameDocument(canonical, page.url)) return ctx.pass(`The canonical ${canonical} is this page.`);
    const target = new URL(canonical);
    const here = page.location;
    if (!here || !isWebPage(page)) return ctx.notApplicable('The page has no web URL (a saved file) to compare the canonical with.');
    const hop = page.redirects.find((r) => sameDocument(r.url, canonical));
    if (hop) {
      ctx.report(el, `The canonical ${canonical} is a URL that redirects (HTTP ${hop.status}) to this page; point it at the final URL ${page.url}.`);
      return undefined;
    }
    if (here.protocol === 'https:' && target.protocol === 'http:' && target.host === here.host && target.pathname === here.pathname) {
      ctx.warn(el, `The canonical ${canonical} is the insecure http:// version of this https page.`);
      return undefined;
    }
    if (target.host === here.host && target.pathname === here.pathname && here.search !== '') {
      const pageParam = PAGE_PARAMS.find((p) => Number(here.searchParams.get(p)) > 1 && here.searchParams.get(p) !== target.searchParams.get(p));
      if (pageParam) {
        ctx.warn(el, `Page ${here.searchParams.get(pageParam)} of a series (${pageParam}=${here.searchParams.get(pageParam)}) names ${canonical} as canonical; each page of a series should be its own canonical, or its items are not discovered.`);
        return undefined;
      }
      return ctx.pass(`The canonical ${canonical} is this page without its query string.`);
    }
    if (registrableDomain(target.hostname) !== registrableDomain(here.hostname)) {
      // A syndicated copy names the original on another site: not wrong by itself, only worth a look.
      return ctx.needsReview(`The canonical points to another site: ${canonical}. Search engines index that URL instead of this one; right for a syndicated copy, wrong for a page of its own.`);
    }
    if ((target.pathname === '/' || target.pathname === '') && here.pathname !== '/' && here.pathname !== '') {
      ctx.report(el, `The canonical points to the home page ${canonical} instead of this page ${page.url}.`);
      return undefined;
    }
    return ctx.needsReview(`The canonical ${canonical} is a different URL than this page ${page.url}, so this URL will not be indexed; right when this page duplicates that one.`);
  },
});
