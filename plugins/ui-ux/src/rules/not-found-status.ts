import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'ui-ux/not-found-status',
  dimension: 'uiux',
  title: 'Missing pages answer with 404 Not Found',
  failureTitle: 'Missing pages answer with 200 OK (soft 404)',
  description:
    'Looks at how the site answered a request for a made-up path: 404 or 410 passes; 200 (a "soft 404", usually the home page or an empty template) fails; a redirect (3xx) warns. Not applicable when the probe was not made; error when it could not be fetched.',
  why: 'A broken link that quietly shows the home page or a blank template confuses visitors, who cannot tell that the page they wanted is gone, and it hides broken links from site owners\' analytics and search engines.',
  fix: 'Configure the server or framework to send status 404 with a helpful error page for unknown URLs (and 410 for deliberately removed ones); do not redirect them to the home page.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['notFound'],
  create(ctx) {
    return {
      end() {
        const r = ctx.page.resource('notFound')!;
        if (r.state === 'missing') return ctx.pass(`${r.url} answers ${r.status}.`);
        if (r.status >= 300 && r.status < 400) return ctx.warning(`${r.url} answers ${r.status} and redirects${r.redirectURL ? ` to ${r.redirectURL}` : ''} instead of saying the page does not exist.`);
        return ctx.fail(`${r.url}, a page that does not exist, answers ${r.status}.`);
      },
    };
  },
});
