import type { Context, Next } from 'koa';
import type { RouteDeps } from '../deps.ts';

/** The response headers every answer carries. */
export function securityHeaders(_deps: Pick<RouteDeps, 'config' | 'urls'>) {
  return async function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    await next();
  };
}
