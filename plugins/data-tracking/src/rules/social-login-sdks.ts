import { defineRule } from '@pagegrade/core';
import { activeThirdParty, describe } from '../lib/refs.ts';
import { isLoginSdk, loginSdk } from '../lib/sdks.ts';

export default defineRule({
  id: 'data-tracking/social-login-sdks',
  dimension: 'dataTracking',
  title: 'Identity-provider SDKs are not loaded with the page',
  failureTitle: 'A social login SDK loads on page view, before anyone signs in',
  description: 'Finds sign-in SDKs of identity providers loaded as scripts with the page: Google Identity Services (accounts.google.com/gsi), Google platform.js, the Facebook JavaScript SDK, Sign in with Apple, Microsoft MSAL, LinkedIn in.js and Login with Amazon.',
  why: "Loaded on page view, a login SDK calls its provider with the provider's cookies for every visitor, so the provider learns who read the page even when nobody signs in (Google One Tap also shows a prompt on its own).",
  fix: 'Load the SDK only on the sign-in page or when the visitor clicks the sign-in button, or use a plain OAuth redirect link that needs no script.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const seen = new Set<string>();
    for (const r of activeThirdParty(ctx.page)) {
      if (!isLoginSdk(r)) continue;
      const name = loginSdk(r)!;
      if (seen.has(name)) continue;
      seen.add(name);
      ctx.warn(r.element, `${name}: ${describe(r)}.`);
    }
    if (seen.size === 0) return ctx.pass('No identity-provider SDK is loaded.');
    return undefined;
  },
});
