import type { Context, Next } from 'koa';
import { PagegradeError } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import type { Auth } from '../auth/index.ts';
import { BEARER_EXEMPT_PATHS, isMetadataPath } from '../auth/paths.ts';

/**
 * The credential of an `Authorization: Bearer …` header (RFC 6750 §2.1), '' when the scheme is
 * Bearer but nothing usable follows, or null for no header or another scheme.
 */
export function bearerCredential(header: string | undefined): string | null {
  const match = /^\s*Bearer(?:\s+(.*?))?\s*$/i.exec(header ?? '');
  if (!match) return null;
  const token = match[1] ?? '';
  // token68 (RFC 9110 §11.2); anything else cannot be a token of ours.
  return /^[A-Za-z0-9\-._~+/]+=*$/.test(token) ? token : '';
}

/** The RFC 6750 §3 challenge with the RFC 9728 §5.1 pointer to the protected resource metadata. */
export function bearerChallenge(resourceMetadata: string, error?: { code: string; description: string }): string {
  // Quoted-string: the values are ours, but never let one break out of its quotes.
  const quote = (v: string) => `"${v.replace(/[\\"]/g, '\\$&').replace(/[^\x20-\x7e]/g, '')}"`;
  const params = [`resource_metadata=${quote(resourceMetadata)}`];
  if (error) params.push(`error=${quote(error.code)}`, `error_description=${quote(error.description)}`);
  return `Bearer ${params.join(', ')}`;
}

/** The request's host name, lower-cased, without a port. */
export function hostName(ctx: Context): string {
  return (ctx.get('Host') || '').toLowerCase().replace(/:\d+$/, '');
}

function normalizedPath(path: string): string {
  // The router matches paths case-insensitively and with a trailing slash; so does the exemption.
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * Optional bearer tokens: none is fine and changes nothing; a valid one changes nothing either;
 * a presented invalid, expired or revoked one is 401 `invalid_token` on every path (unknown paths
 * and pages included, and on every host), except the OAuth endpoints a client needs to recover.
 * Other schemes (Basic, …) are ignored: no endpoint requires a credential, and the token endpoint
 * reads Basic client authentication itself.
 */
export function bearerAuth(deps: Pick<RouteDeps, 'config'>, auth: Pick<Auth, 'tokens' | 'resources'>) {
  const exempt = new Set(BEARER_EXEMPT_PATHS.map(normalizedPath));
  return async function checkBearer(ctx: Context, next: Next): Promise<void> {
    const token = bearerCredential(ctx.get('Authorization'));
    if (token === null || exempt.has(normalizedPath(ctx.path)) || isMetadataPath(ctx.path)) return next();
    const result = token ? await auth.tokens.check(token) : { ok: false as const, description: 'The Authorization header names the Bearer scheme but carries no well-formed token.' };
    if (!result.ok) {
      // The metadata of the resource asked for: an MCP client checks that it names the endpoint it uses.
      const onMcpHost = deps.config.mcpHost !== null && hostName(ctx) === deps.config.mcpHost;
      const resource = auth.resources.addressed(onMcpHost, ctx.path, ctx.search);
      ctx.set('WWW-Authenticate', bearerChallenge(resource.metadataUrl, { code: 'invalid_token', description: result.description }));
      ctx.set('Cache-Control', 'no-store');
      throw new PagegradeError('invalid_token', `${result.description} No endpoint requires a token: anonymous access covers everything.`);
    }
    await next();
  };
}
