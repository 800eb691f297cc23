import { defineRule, pageScripts, type PageScript, type RuleContext } from '@pagegrade/core';
import { bytes, shortUrl } from '../lib/common.ts';
import { inHead } from '../lib/head.ts';
import { isThirdPartyOn } from '../lib/sites.ts';
import { measuredBy } from '../lib/lab.ts';

// The detail describes the script: its address, whether it is third party, and its size.
function reportBlocking(ctx: RuleContext, script: PageScript): void {
  ctx.report(script.element, () => {
    const url = script.url ?? script.src ?? '';
    const res = script.fetched;
    const size = res ? `, ${bytes(res.transferSize)}` : '';
    const third = isThirdPartyOn(ctx.page, url) ? ', third party' : '';
    return `Script ${shortUrl(url)} in the head has neither async nor defer${third}${size}.`;
  });
}

export default defineRule({
  id: 'performance/render-blocking-scripts',
  dimension: 'performance',
  title: 'No script in the head blocks rendering',
  failureTitle: 'Scripts in the head block the first render',
  description:
    'Finds external classic scripts (<script src> without async, defer or type="module") in <head> or before the body content, from any site. Each one must be downloaded and run before the browser can build the rest of the page. ' +
    'This asks what delays the first paint; performance/third-party-blocking-scripts asks whether the page waits on another site anywhere in it. A synchronous first-party script in the head fails only this check, one from another site at the end of the body only that one; one from another site in the head does both harms and fails both. In rendered mode the measured paints answer instead (not-applicable here).',
  why: 'A synchronous script in the head stops HTML parsing until it has been fetched and executed, so nothing is painted in the meantime; on a slow network that is seconds of blank screen per script.',
  fix: 'Add defer to scripts that need the DOM, async to independent ones (analytics), or load them as type="module"; move genuinely critical code inline and keep it small.',
  impact: 'serious',
  tags: ['lighthouse:render-blocking-insight'],
  check(ctx) {
    // The DOM after load shows scripts that scripts inserted, without async though they never
    // blocked the parser: in rendered mode the measured paints answer instead.
    if (ctx.page.rendered) return ctx.notApplicable(measuredBy(['performance/first-contentful-paint', 'performance/largest-contentful-paint'], 'In the DOM after load, scripts added by scripts look synchronous though they never blocked the parser.'));
    let external = 0;
    for (const script of pageScripts(ctx.page)) {
      if (script.external) external++;
      if (script.parserBlocking && inHead(ctx.page, script.element)) reportBlocking(ctx, script);
    }
    if (external === 0) return ctx.notApplicable('The page loads no external scripts.');
    return undefined;
  },
});
