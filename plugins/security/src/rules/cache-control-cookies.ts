import { defineRule } from '@pagegrade/core';
import { cookiesOf, isDeletion } from '../lib/cookies.ts';

export default defineRule({
  id: 'security/cache-control-cookies',
  dimension: 'security',
  title: 'Responses that set cookies are not stored by shared caches',
  failureTitle: 'A response that sets cookies may be stored by shared caches',
  description: 'When the document response sets cookies, checks its Cache-Control: `private` or `no-store` passes, as does `no-cache` or `max-age=0` without `public` or `s-maxage`. `public`, or a positive `s-maxage`, or a positive `max-age` without `private` is a failure: a CDN or proxy may store the response, Set-Cookie included, and serve it to other users.',
  why: 'A shared cache that stores a response with Set-Cookie can hand one user\'s session cookie, and the personalised page, to the next visitors: a classic cause of account mix-ups and session hijacking.',
  fix: 'Send `Cache-Control: private, no-store` (or at least `private`) on responses that set cookies or show personal content, and set cookies on separate, uncached requests where the page itself is public.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['headers'],
  references: ['https://www.rfc-editor.org/rfc/rfc9111#section-3'],
  check(ctx) {
    const { page } = ctx;
    const setting = page.headers.all('set-cookie').length ? cookiesOf(page).filter((c) => c.setBy === page.url && !isDeletion(c)) : [];
    if (!setting.length) return ctx.notApplicable('The document response sets no cookies.');
    const cc = (page.headers.get('cache-control') ?? '').toLowerCase();
    const has = (d: string) => new RegExp(`(^|[,\\s])${d}([,\\s=]|$)`).test(cc);
    const num = (d: string) => {
      const m = new RegExp(`(?:^|[,\\s])${d}\\s*=\\s*"?(\\d+)`).exec(cc);
      return m ? Number(m[1]) : null;
    };
    const names = setting.slice(0, 3).map((c) => c.name.slice(0, 30)).join(', ');
    if (has('no-store') || (has('private') && !has('public'))) return ctx.pass(`Cache-Control: ${cc.slice(0, 80)}.`);
    const sMaxAge = num('s-maxage');
    const maxAge = num('max-age');
    if (has('public') || (sMaxAge !== null && sMaxAge > 0) || (maxAge !== null && maxAge > 0)) {
      return ctx.fail(`The response sets ${names} but has Cache-Control "${cc.slice(0, 80)}", so shared caches may store it.`);
    }
    if (has('no-cache') || maxAge === 0) return ctx.pass(`Cache-Control: ${cc.slice(0, 80)} (revalidated on every use).`);
    return ctx.warning(`The response sets ${names} ${cc ? `with Cache-Control "${cc.slice(0, 80)}"` : 'without Cache-Control'}; heuristic caching may let shared caches store it.`);
  },
});
