import type { Element } from 'domhandler';
import { defineRule, hrefPath, serialisedHost } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';
import { references } from '../lib/refs.ts';

/** Well-known libraries whose file names identify them regardless of version or host. */
const LIBRARY = /^(jquery|jquery-ui|jquery-migrate|react|react-dom|vue|angular|lodash|underscore|moment|bootstrap|popper|swiper|gsap|three|d3|chart|axios)(?:[.-]v?\d[\w.-]*)?(?:\.(?:min|slim|production|development|umd|bundle|esm))*\.(?:js|css)$/i;

/** The last segment of the URL's path (`new URL(url).pathname` after its last '/'), or null when it does not parse. */
function fileName(url: string): string | null {
  // References are serialised URLs (page.resolveUrl): their path is already normalised, so it can
  // be read off the string, from the end of the host to the query or fragment.
  let path: string;
  if (serialisedHost(url) !== null) path = hrefPath(url);
  else {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  return path.slice(path.lastIndexOf('/') + 1);
}

function library(url: string): string | null {
  const name = fileName(url);
  if (name === null) return null;
  const m = LIBRARY.exec(name);
  return m ? `${m[1]!.toLowerCase()}${name.toLowerCase().endsWith('.css') ? '.css' : '.js'}` : null;
}

export default defineRule({
  id: 'performance/duplicate-resources',
  dimension: 'performance',
  title: 'Scripts and stylesheets are included once',
  failureTitle: 'Some scripts or stylesheets are included more than once',
  description: 'Finds <script src> and <link rel="stylesheet"> elements that load the same URL twice (a failure), and well-known libraries (jQuery, React, Bootstrap, Lodash, Moment …) loaded from two different URLs, usually two versions (a warning).',
  why: 'A second copy of a script is downloaded or at least executed again, and two versions of a library double its cost and can conflict; duplicated stylesheets make the browser parse and apply the same rules twice.',
  fix: 'Include every script and stylesheet once (check templates, plugins and tag managers), and standardise on one version of each library.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const seen = new Map<string, Element | null>();
    const libs = new Map<string, string>();
    let count = 0;
    for (const r of references(ctx.page)) {
      if (r.kind !== 'script' && r.kind !== 'stylesheet') continue;
      count++;
      if (seen.has(r.url)) {
        ctx.report(r.element, `The ${r.kind} ${shortUrl(r.url)} is included more than once.`);
        continue;
      }
      seen.set(r.url, r.element);
      const lib = library(r.url);
      if (!lib) continue;
      const first = libs.get(lib);
      if (first && first !== r.url) ctx.warn(r.element, `${lib} is loaded from two URLs: ${shortUrl(first, 80)} and ${shortUrl(r.url, 80)}.`);
      else libs.set(lib, r.url);
    }
    if (count === 0) return ctx.notApplicable('The page loads no external scripts or stylesheets.');
    return undefined;
  },
});
