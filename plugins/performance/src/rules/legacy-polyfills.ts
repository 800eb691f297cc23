import { defineRule, pageScripts } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';

/**
 * Whole-library polyfill bundles recognisable by URL: Babel's deprecated @babel/polyfill and
 * babel-polyfill, core-js bundles, the polyfill.io service and its clones, and es5/es6-shim.
 */
const POLYFILL = /(?:^|\/)(?:@babel\/polyfill|babel-polyfill|babel-core\/browser-polyfill)(?:[@/.-]|$)|\/core-js(?:@[\d.]+)?\/(?:client\/)?(?:shim|core|library|minified)(?:\.min)?\.js|core-js-bundle|(?:^|\/\/)(?:cdn\.)?polyfill\.io\/|(?:^|\/\/)polyfill\.app\/|cdnjs\.cloudflare\.com\/polyfill\/|(?:^|\/)es[56]-shim(?:\.min)?\.js/i;

export default defineRule({
  id: 'performance/legacy-polyfills',
  dimension: 'performance',
  title: 'No whole polyfill libraries are sent to modern browsers',
  failureTitle: 'The page loads legacy polyfill libraries for every browser',
  description: 'Finds scripts whose URL identifies a whole polyfill library (@babel/polyfill, core-js bundles, polyfill.io and its clones, es5/es6-shim) loaded without the nomodule attribute, so modern browsers download and run it too.',
  why: 'Current browsers support the features these libraries add; loading them anyway costs tens to hundreds of kilobytes of JavaScript to download, parse and execute on every page view.',
  fix: 'Build for the browsers you support with targeted, usage-based polyfills (e.g. @babel/preset-env with useBuiltIns: "usage"), or load the legacy bundle only for old browsers with <script nomodule>.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let scripts = 0;
    for (const script of pageScripts(ctx.page)) {
      const src = script.src;
      if (!src || script.inert) continue;
      scripts++;
      if (script.nomodule) continue;
      const url = ctx.page.resolveUrl(src) ?? src;
      if (POLYFILL.test(url.slice(0, 500))) ctx.warn(script.element, `Script ${shortUrl(url, 90)} is a polyfill library loaded for every browser.`);
    }
    if (scripts === 0) return ctx.notApplicable('The page loads no external scripts.');
    return undefined;
  },
});
