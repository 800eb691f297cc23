import { defineRule, robotsTxt } from '@pagegrade/core';

/**
 * Bing and Yandex honour Crawl-delay (seconds between requests); Google ignores it. At 10 s a
 * crawler can fetch at most 8,640 URLs a day, at 30 s 2,880 — too few for most sites to stay fresh.
 */
const WARN_SECONDS = 10;
const FAIL_SECONDS = 30;
const AGENTS = ['Bingbot', 'Yandex'];

export default defineRule({
  id: 'seo/robots-txt-crawl-delay',
  dimension: 'seo',
  title: 'robots.txt does not throttle search crawlers severely',
  failureTitle: 'robots.txt sets a Crawl-delay that throttles search crawlers',
  description: `Reads the Crawl-delay that applies to Bingbot and Yandex (their own group, else *). Over ${WARN_SECONDS} s warns; over ${FAIL_SECONDS} s fails. Google ignores Crawl-delay, so it is not judged for Googlebot.`,
  why: `Crawlers that honour Crawl-delay wait that many seconds between requests: at ${WARN_SECONDS} s they can fetch at most 8,640 URLs a day, so large or fast-changing sites fall behind in their index.`,
  fix: 'Remove Crawl-delay or lower it to a few seconds; manage crawl load with server capacity or the crawl-rate settings of Bing Webmaster Tools instead.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['robots'],
  check(ctx) {
    const res = ctx.page.resource('robots')!;
    if (res.state === 'missing') return ctx.notApplicable('There is no robots.txt, so there is no Crawl-delay.');
    const robots = robotsTxt(ctx.page);
    if (!robots) return ctx.notApplicable('robots.txt has no content to evaluate.');
    let any = false;
    for (const agent of AGENTS) {
      const d = robots.getCrawlDelay(agent);
      if (d === undefined || !Number.isFinite(d)) continue;
      any = true;
      const perDay = d > 0 ? Math.floor(86_400 / d).toLocaleString('en') : 'unlimited';
      if (d > FAIL_SECONDS) ctx.report(null, `Crawl-delay ${d} s applies to ${agent}: at most ${perDay} URLs a day.`);
      else if (d > WARN_SECONDS) ctx.warn(null, `Crawl-delay ${d} s applies to ${agent}: at most ${perDay} URLs a day.`);
    }
    if (!any) return ctx.pass('No Crawl-delay applies to Bingbot or Yandex.');
    return undefined;
  },
});
