import { defineRule } from '@pagegrade/core';
import { cookieLabel, cookiesOf, isDeletion, isSessionLike } from '../lib/cookies.ts';

export default defineRule({
  id: 'security/cookie-httponly',
  dimension: 'security',
  title: 'Session cookies are HttpOnly',
  failureTitle: 'Session or authentication cookies are readable by scripts',
  description: 'Checks that cookies whose names mark them as session or authentication cookies (sess, sid, token, auth, jwt, login, remember, JSESSIONID, PHPSESSID, connect.sid …, but not CSRF tokens, which scripts must read) carry HttpOnly. Other cookies are not judged.',
  why: 'Any script on the page, including one injected through cross-site scripting or a compromised third party, can read a session cookie without HttpOnly and send it away, handing over the user\'s session.',
  fix: 'Set `HttpOnly` on session and authentication cookies; if front-end code needs to know whether the user is logged in, expose that through a separate, non-secret cookie or an API.',
  impact: 'serious',
  tags: ['observatory:cookies'],
  needs: ['headers'],
  check(ctx) {
    const sessions = cookiesOf(ctx.page).filter((c) => isSessionLike(c) && !isDeletion(c));
    if (!sessions.length) return ctx.notApplicable('The page sets no cookie that looks like a session or authentication cookie.');
    for (const c of sessions) if (!c.httpOnly) ctx.report(null, `${cookieLabel(c)} looks like a session cookie but has no HttpOnly.`);
    return undefined;
  },
});
