import { defineRule, dom, cssResources } from '@pagegrade/core';
import { bytes, KiB, shortUrl } from '../lib/common.ts';

/** pagegrade's threshold: inlining pays off only for tiny assets (a few KiB at most). */
const LIMIT = 10 * KiB;
const ATTRS: Array<[string, string]> = [['img', 'src'], ['source', 'srcset'], ['img', 'srcset'], ['video', 'poster'], ['link', 'href'], ['script', 'src'], ['object', 'data'], ['embed', 'src']];

export default defineRule({
  id: 'performance/data-uri-size',
  dimension: 'performance',
  title: 'No large assets are inlined as data: URIs',
  failureTitle: 'Large assets are inlined as data: URIs',
  description: `Finds data: URIs longer than ${bytes(LIMIT)} in element attributes (img src and srcset, poster, link href, script src …) and in the page\'s CSS (url() in <style>, style attributes and fetched stylesheets).`,
  why: 'A base64 data: URI is about a third larger than the file, cannot be cached or lazy-loaded on its own, is downloaded again with every page or stylesheet that carries it, and delays everything after it in the HTML or CSS.',
  fix: `Serve assets over ${bytes(LIMIT)} as separate, cacheable files (lazy-loaded when below the first screen); keep data: URIs for tiny icons only.`,
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let found = 0;
    for (const [tag, name] of ATTRS) {
      for (const el of ctx.page.index.byTag.get(tag) ?? []) {
        const v = dom.attr(el, name);
        if (!v || !v.trimStart().startsWith('data:')) continue;
        found++;
        if (v.length > LIMIT) ctx.report(el, `<${tag} ${name}> holds a ${bytes(v.length)} data: URI (${shortUrl(v.trim())}).`);
      }
    }
    for (const u of cssResources(ctx.page).dataUris) {
      found++;
      if (u.url.length > LIMIT) ctx.report({ stylesheet: u.sheet, node: u.node }, `CSS holds a ${bytes(u.url.length)} data: URI (${shortUrl(u.url)}).`);
    }
    if (found === 0) return ctx.notApplicable('The page has no data: URIs.');
    return undefined;
  },
});
