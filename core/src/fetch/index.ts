export { fetchSnapshot, decodeText, DEFAULT_USER_AGENT, type FetchOptions } from './fetch-page.ts';
export { discoverSubresources, type Discovered } from './discover.ts';
export { checkUrl, blockedReason, type AllowList, type UrlPolicy } from './guard.ts';
export { guardedConnector, systemResolver, type Resolver, type ConnectionFacts } from './connector.ts';
export { DEFAULT_LIMITS, type FetchLimits } from './limits.ts';
export { assertAnalyzable, looksBinary } from './analyzable.ts';
