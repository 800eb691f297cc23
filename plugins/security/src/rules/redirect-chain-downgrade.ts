import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/redirect-chain-downgrade',
  dimension: 'security',
  title: 'The redirect chain never falls back to plain HTTP',
  failureTitle: 'The redirect chain passes through plain HTTP',
  description: 'Follows the redirects from the requested URL to the page: an https:// hop that redirects to an http:// URL fails (a downgrade); more than one plain-HTTP hop before reaching HTTPS warns. Not applicable when there were no redirects.',
  why: 'Every plain-HTTP hop can be intercepted and redirected elsewhere by anyone on the network, and cookies or tokens in its URL travel in clear text; a downgrade from HTTPS throws away protection the user already had.',
  fix: 'Make every redirect target an https:// URL, and redirect http:// requests straight to the final https:// URL in one hop.',
  impact: 'serious',
  needs: ['fetched'],
  tags: ['observatory:redirection'],
  check(ctx) {
    const { page } = ctx;
    if (!page.redirects.length) return ctx.notApplicable('The page was reached without redirects.');
    const urls = [...page.redirects.map((r) => r.url), page.url];
    let plainHops = 0;
    for (let i = 0; i + 1 < urls.length; i++) {
      const a = urls[i]!;
      const b = urls[i + 1]!;
      if (a.startsWith('https:') && b.startsWith('http:')) ctx.report(null, `${a.slice(0, 100)} redirects down to plain-HTTP ${b.slice(0, 100)}.`);
      if (a.startsWith('http:')) plainHops++;
    }
    if (plainHops > 1) ctx.warn(null, `The chain makes ${plainHops} plain-HTTP requests (${urls.filter((u) => u.startsWith('http:')).slice(0, 3).map((u) => u.slice(0, 60)).join(' → ')}) before reaching HTTPS.`);
    return undefined;
  },
});
