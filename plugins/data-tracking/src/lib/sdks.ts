import { hostIs, type Ref } from './refs.ts';

/** Sign-in SDKs of identity providers, by host and path. */
const LOGIN_SDKS: Array<{ name: string; test: (host: string, path: string) => boolean }> = [
  { name: 'Google Identity Services', test: (h, p) => hostIs(h, 'accounts.google.com') && p.startsWith('/gsi/') },
  { name: 'Google Sign-In (platform.js)', test: (h, p) => hostIs(h, 'apis.google.com') && (p === '/js/platform.js' || p === '/js/api.js' || p === '/js/client:platform.js') },
  { name: 'Facebook Login SDK', test: (h, p) => hostIs(h, 'connect.facebook.net') && /\/sdk(\/xfbml\.customerchat)?\.js$|\/sdk\.js$/.test(p) },
  { name: 'Sign in with Apple', test: (h) => hostIs(h, 'appleid.cdn-apple.com') },
  { name: 'Microsoft Authentication Library', test: (h) => hostIs(h, 'alcdn.msauth.net') || hostIs(h, 'alcdn.msftauth.net') },
  { name: 'LinkedIn JavaScript SDK', test: (h, p) => hostIs(h, 'platform.linkedin.com') && p.startsWith('/in.js') },
  { name: 'Amazon Login', test: (h) => hostIs(h, 'assets.loginwithamazon.com') || hostIs(h, 'api-cdna.amazon.com') },
];

export function loginSdk(r: Ref): string | null {
  for (const s of LOGIN_SDKS) if (s.test(r.host, r.path)) return s.name;
  return null;
}

export function isLoginSdk(r: Ref): boolean {
  return (r.initiator === 'script' || r.initiator === 'inline-script' || r.initiator === 'fetched') && loginSdk(r) !== null;
}
