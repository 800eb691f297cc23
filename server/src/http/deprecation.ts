import type { Context, Next } from 'koa';
import type { RouteDeps } from '../deps.ts';
import { lifecycleHeaderValues, lifecycleOperations, operationMatcher } from '../discovery/deprecations.ts';

/**
 * Deprecation (RFC 9745), Sunset (RFC 8594) and Link headers on operations marked deprecated.
 * The headers are set before the route runs so that error answers of a deprecated operation carry
 * them too: a client learns about the sunset whatever it sent.
 */
export function deprecationHeaders(deps: Pick<RouteDeps, 'config' | 'urls'>) {
  // Built (and checked) once at startup: an impossible deprecation stops the service here.
  const deprecated = lifecycleOperations(deps.config).filter((o) => o.deprecated);
  const match = operationMatcher(deprecated);
  const headers = new Map(
    deprecated.map((op) => {
      const { deprecation, sunset } = lifecycleHeaderValues(op.deprecated!);
      const links = [`<${deps.urls.deprecationPolicy}>; rel="deprecation"; type="text/markdown"`, `<${deps.urls.deprecationPolicy}>; rel="sunset"; type="text/markdown"`];
      if (op.deprecated!.link) links.push(`<${op.deprecated!.link}>; rel="deprecation"`);
      return [op, { deprecation, sunset, links }] as const;
    }),
  );

  return async function markDeprecated(ctx: Context, next: Next): Promise<void> {
    const op = deprecated.length ? match(ctx.method, ctx.path) : undefined;
    if (op) {
      const h = headers.get(op)!;
      ctx.set('Deprecation', h.deprecation);
      ctx.set('Sunset', h.sunset);
      for (const link of h.links) ctx.append('Link', link);
    }
    await next();
  };
}
