import { defineRule, cssResources } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';

export default defineRule({
  id: 'performance/css-import',
  dimension: 'performance',
  title: 'Stylesheets do not chain with @import',
  failureTitle: 'Stylesheets load other stylesheets with @import',
  description: 'Finds @import rules in the page\'s CSS. An @import inside an external stylesheet fails (the imported file is only discovered after the importing one has arrived); one in an inline <style> element is a warning.',
  why: '@import turns parallel downloads into a chain: each level adds a full round trip before the page can render, and imports inside external files are invisible to the browser\'s preload scanner.',
  fix: 'Replace @import with <link rel="stylesheet"> elements in the HTML (or bundle the files at build time) so that every stylesheet is requested at once.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    if (ctx.page.stylesheets.every((s) => s.origin === 'style-attribute')) return ctx.notApplicable('The page has no stylesheets the snapshot could read.');
    for (const imp of cssResources(ctx.page).imports) {
      if (imp.sheet.origin === 'external') ctx.report({ stylesheet: imp.sheet, node: imp.node }, `${shortUrl(imp.sheet.url)} imports ${shortUrl(imp.url)}.`);
      else ctx.warn({ stylesheet: imp.sheet, node: imp.node }, `An inline <style> imports ${shortUrl(imp.url)}.`);
    }
    return undefined;
  },
});
