import type { Element } from 'domhandler';
import { defineRule, pageScripts, type RuleContext } from '@pagegrade/core';
import { shortUrl } from '../lib/common.ts';
import { entityOf } from '../lib/sites.ts';

function reportBlocking(ctx: RuleContext, el: Element, url: string): void {
  ctx.report(el, () => {
    const vendor = entityOf(url)?.name;
    return `Script ${shortUrl(url, 90)}${vendor ? ` (${vendor})` : ''} is loaded synchronously.`;
  });
}

export default defineRule({
  id: 'performance/third-party-blocking-scripts',
  dimension: 'performance',
  title: 'Third-party scripts never block the parser',
  failureTitle: 'Third-party scripts block the HTML parser',
  description:
    'Finds external classic scripts from another site (another registrable domain) without async or defer, anywhere in the document. Each one stops HTML parsing until that other site answers. In rendered mode only scripts the HTML as served holds count: one a script inserted runs asynchronously whatever its attributes. ' +
    'This asks whether the page depends on another site being up and fast, wherever the script sits; performance/render-blocking-scripts asks what delays the first paint, first-party scripts included, and only in the head.',
  why: 'A synchronous third-party script is a single point of failure: if the vendor is slow or down, the rest of the page waits for it (up to the browser\'s network timeout), and its performance is outside the site\'s control.',
  fix: 'Load third-party scripts with async (or defer), through a tag manager that loads asynchronously, or after user interaction; self-host libraries that must run early.',
  impact: 'moderate',
  // Which scripts are another site's is known only from the page's own address.
  needs: ['site'],
  tags: ['best-practice'],
  check(ctx) {
    let thirdParty = 0;
    for (const script of pageScripts(ctx.page)) {
      if (!script.thirdParty) continue;
      thirdParty++;
      if (script.parserBlocking) reportBlocking(ctx, script.element, script.url!);
    }
    if (thirdParty === 0) return ctx.notApplicable('The page loads no third-party scripts.');
    return undefined;
  },
});
