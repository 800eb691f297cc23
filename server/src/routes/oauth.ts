import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Context, Next } from 'koa';
import type { RouteDeps } from '../deps.ts';
import type { Auth } from '../auth/index.ts';
import { SCOPE, TOKEN_LIFETIME_SECONDS } from '../auth/index.ts';
import { OAUTH_PATHS, protectedResourcePath } from '../auth/paths.ts';
import type { ProtectedResource } from '../auth/resources.ts';
import { DIRECTORY_MAX_AGE_SECONDS, DIRECTORY_MEDIA_TYPE } from '../auth/directory.ts';
import { setQuotaHeaders } from '../http/rate-limit.ts';
import { describeErrors, validator } from '../schemas.ts';
import { operation, requestSchemas, validateOperation } from '../http/validate-operation.ts';
import { BODY_FAILURE, validBody, validQuery, type ValidationFailure } from '../http/validate.ts';
import type { ErrorObject } from 'ajv';

type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope' | 'invalid_client_metadata' | 'invalid_target' | 'unsupported_response_type';

/**
 * A failure the OAuth endpoints answer in OAuth's own format (RFC 6749 §5.2), which is what OAuth
 * client libraries parse. Everything that is not an OAuth failure (rate limit, body too large,
 * wrong method, unknown path) keeps the service's error body.
 */
class OAuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly challenge?: string,
  ) {
    super(description);
  }
}

const invalidClient = (description: string) => new OAuthFailure(401, 'invalid_client', description, 'Basic realm="pagegrade", charset="UTF-8"');

function noStore(ctx: Context): void {
  // RFC 6749 §5.1: responses carrying credentials must not be cached.
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Pragma', 'no-cache');
}

/** Answers the OAuth failures of what follows (validation and handler) in OAuth's format. */
async function oauthErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    if (!(err instanceof OAuthFailure)) throw err;
    ctx.status = err.status;
    noStore(ctx);
    // RFC 9110 §15.5.2: a 401 names the scheme that would work; here, Basic client authentication.
    if (err.challenge) ctx.set('WWW-Authenticate', err.challenge);
    ctx.body = { error: err.error, error_description: err.description };
  }
}

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/**
 * Parses JSON and form bodies up to the configured size without throwing on malformed input: why
 * a body could not be parsed is left for the validation (BODY_FAILURE), so each endpoint answers
 * malformed bodies in its own format. A too-large body is still thrown: that answer (413) is the
 * service's, whatever the endpoint.
 */
function bodyParser(maxBodyBytes: number) {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: maxBodyBytes,
    urlencoded: true,
    formLimit: maxBodyBytes,
    text: false,
    multipart: false,
    onError: (err, ctx) => {
      const status = (err as { status?: number }).status;
      if (status === 413 || (err as { type?: string }).type === 'entity.too.large') throw err;
      ctx.state[BODY_FAILURE] = (err as Error).message || 'unreadable body';
    },
  });
  return async (ctx: Context, next: Next): Promise<void> => {
    // Content-Length: 0 is no body, whatever the Content-Type says (clients send it for "empty").
    if (ctx.request.length !== 0) await parse(ctx as never, async () => undefined);
    await next();
  };
}

/** A parameter the schema has checked: a string, or undefined when absent. */
function param(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

/** The order in which a request's faults are reported: the grant first, then who asks, then for what. */
const PARAMETER_ORDER = ['grant_type', 'token', 'client_id', 'client_secret', 'token_type_hint', 'scope', 'resource'];

/**
 * A schema's verdict on OAuth parameters in RFC 6749's terms (§5.2): a parameter missing, empty or
 * repeated is invalid_request; a grant type the schema does not allow is unsupported_grant_type, a
 * scope invalid_scope, a resource that is not an absolute URI invalid_target (RFC 8707).
 */
function parameterFailure(errors: readonly ErrorObject[], params: Record<string, unknown>, resource: string): OAuthFailure {
  const named = errors
    .filter((e) => e.keyword !== 'oneOf')
    .map((e) => ({ e, name: e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : (e.instancePath.split('/')[1] ?? '') }));
  const rank = (name: string) => (PARAMETER_ORDER.includes(name) ? PARAMETER_ORDER.indexOf(name) : PARAMETER_ORDER.length);
  named.sort((a, b) => rank(a.name) - rank(b.name));
  const first = named[0];
  if (!first) return new OAuthFailure(400, 'invalid_request', describeErrors('body', errors as ErrorObject[]));
  const { e, name } = first;
  const value = params[name];
  if (e.keyword === 'required' || value === '') {
    return new OAuthFailure(400, 'invalid_request', name === 'grant_type' ? 'The parameter grant_type is missing; use grant_type=client_credentials.' : `The parameter ${name} is missing.`);
  }
  if (name === 'resource') {
    if ([value].flat().some((v) => typeof v !== 'string')) return new OAuthFailure(400, 'invalid_request', 'The parameter resource must be a string (it may be repeated).');
    const at = named.find((n) => n.name === 'resource' && n.e.keyword === 'format')?.e.instancePath.split('/')[2];
    const bad = String(Array.isArray(value) ? value[Number(at ?? 0)] : value);
    return notOurs(bad, resource);
  }
  if (typeof value !== 'string') return new OAuthFailure(400, 'invalid_request', `The parameter ${name} must appear once, as a string.`);
  if (name === 'grant_type') return new OAuthFailure(400, 'unsupported_grant_type', `The grant type "${value.slice(0, 60)}" is not supported; use client_credentials.`);
  if (name === 'scope') return new OAuthFailure(400, 'invalid_scope', `The only scope is "${SCOPE}".`);
  return new OAuthFailure(400, 'invalid_request', describeErrors('body', [e]));
}

/** A resource indicator that names no address of this service. */
const notOurs = (value: string, resource: string) =>
  new OAuthFailure(400, 'invalid_target', `The resource "${value.slice(0, 200)}" is not served by this service: name ${resource} or an address under it, as an absolute URI without a fragment (RFC 8707).`);

/**
 * How the token and revocation endpoints refuse what their operation's schema (the OpenAPI
 * document's) refuses: in RFC 6749's format (§5.2), the fault named as its parameter's.
 */
function parameterRefusal(operationId: string, resource: string) {
  const name = requestSchemas(operation(operationId)).body;
  if (typeof name !== 'string') throw new Error(`The operation ${operationId} names no request schema`);
  const check = validator(name);
  return (failure: ValidationFailure, ctx: Context): Error => {
    if (failure.kind === 'unreadable') return new OAuthFailure(400, 'invalid_request', failure.message);
    if (failure.kind === 'media_type') {
      // No body at all is no parameters: the first one missing is the fault.
      if (ctx.request.length === 0 || !ctx.request.type) return check({}) ? new OAuthFailure(400, 'invalid_request', failure.message) : parameterFailure(check.errors ?? [], {}, resource);
      return new OAuthFailure(400, 'invalid_request', `Send the parameters as ${FORM} (or ${JSON_TYPE}).`);
    }
    const params = failure.value;
    if (!params || typeof params !== 'object' || Array.isArray(params)) return new OAuthFailure(400, 'invalid_request', 'The request body must be a set of parameters (a JSON object).');
    return parameterFailure(failure.errors, params as Record<string, unknown>, resource);
  };
}

/** How registration refuses what OAuthClientMetadata refuses: RFC 7591 §3.2.2's invalid_client_metadata. */
function registrationRefusal(failure: ValidationFailure): Error {
  if (failure.kind === 'media_type') return new OAuthFailure(400, 'invalid_client_metadata', `Send the client metadata as ${JSON_TYPE}, or send no body.`);
  if (failure.kind === 'unreadable') return new OAuthFailure(400, 'invalid_client_metadata', 'The request body is not valid JSON.');
  const grant = failure.errors.some((e) => e.instancePath.startsWith('/grant_types'));
  return new OAuthFailure(400, 'invalid_client_metadata', grant ? 'grant_types must be absent or ["client_credentials"]: the client credentials grant is the only one.' : failure.message);
}

/**
 * The RFC 8707 resource indicators of a token request (the parameter may be repeated, and the
 * schema has checked each is an absolute URI), each of which must name this service; [] when none.
 */
function resourceIndicators(params: Record<string, unknown>, auth: Auth): string[] {
  const raw = params['resource'];
  if (raw === undefined) return [];
  const values = [raw].flat() as string[];
  for (const value of values) {
    if (!auth.resources.isOurs(value)) throw notOurs(value, auth.resource);
  }
  return [...new Set(values)];
}

interface PresentedClient {
  clientId: string;
  /** Absent for a client that only identifies itself (`none`, RFC 7591 §2), where that is allowed. */
  clientSecret?: string;
  method: 'client_secret_basic' | 'client_secret_post' | 'none';
}

/**
 * The client credentials of a request: HTTP Basic (RFC 6749 §2.3.1) or the body, never both.
 * With `allowNone`, a client_id alone is a client that identifies itself without a secret.
 */
function presentedClient(ctx: Context, params: Record<string, unknown>, allowNone = false): PresentedClient | null {
  const bodyId = param(params, 'client_id');
  const bodySecret = param(params, 'client_secret');
  const match = /^\s*Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(ctx.get('Authorization'));
  if (/^\s*Basic\b/i.test(ctx.get('Authorization'))) {
    if (!match) throw invalidClient('The Basic credentials are malformed.');
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw invalidClient('The Basic credentials are malformed: expected client_id:client_secret.');
    // The id and secret are form-encoded inside Basic (RFC 6749 §2.3.1).
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        throw invalidClient('The Basic credentials are not correctly encoded.');
      }
    };
    const clientId = decode(decoded.slice(0, colon));
    if (bodySecret !== undefined || (bodyId !== undefined && bodyId !== clientId)) {
      throw new OAuthFailure(400, 'invalid_request', 'Authenticate the client one way only: HTTP Basic or client_id and client_secret in the body.');
    }
    return { clientId, clientSecret: decode(decoded.slice(colon + 1)), method: 'client_secret_basic' };
  }
  if (bodyId === undefined && bodySecret === undefined) return null;
  if (allowNone && bodyId !== undefined && bodySecret === undefined) return { clientId: bodyId, method: 'none' };
  if (bodyId === undefined || bodySecret === undefined) throw invalidClient('Send both client_id and client_secret.');
  return { clientId: bodyId, clientSecret: bodySecret, method: 'client_secret_post' };
}

function authenticate(auth: Auth, client: PresentedClient): void {
  if (client.method === 'none') {
    // Nothing to verify but the shape: an id this service cannot have issued is no client of ours.
    if (!auth.clients.wellFormed(client.clientId)) throw invalidClient('Unknown client: this client_id was not issued by this service.');
    return;
  }
  if (!auth.clients.verify(client.clientId, client.clientSecret ?? '')) {
    throw invalidClient('Unknown client or wrong client secret. Register again at the registration endpoint, or call the API without a token.');
  }
}

function metadataCache(ctx: Context): void {
  ctx.set('Cache-Control', 'public, max-age=300');
}

/**
 * The RFC 9728 metadata of one of the service's resources, with the agent_auth block that lists
 * anonymous access (recommended) and the optional client-credentials flow.
 */
export function protectedResourceMetadata(deps: Pick<RouteDeps, 'urls' | 'config'>, auth: Pick<Auth, 'issuer'>, resource: ProtectedResource): object {
  const { urls } = deps;
  return {
    resource: resource.resource,
    authorization_servers: [auth.issuer],
    scopes_supported: [SCOPE],
    bearer_methods_supported: ['header'],
    resource_name: 'pagegrade',
    resource_documentation: urls.authMd,
    agent_auth: {
      methods: [
        {
          type: 'anonymous',
          recommended: true,
          description: 'Send no credential at all. Every endpoint (API, tool servers, discovery files) is anonymous and rate-limited per client IP; a token changes nothing.',
          documentation: urls.authMd,
          rate_limits: {
            analyses_per_day: deps.config.rateLimits.analysesPerDay,
            analysis_requests_per_minute: deps.config.rateLimits.burstPerMinute,
            read_requests_per_minute: deps.config.rateLimits.readsPerMinute,
          },
        },
        {
          type: 'oauth_client_credentials',
          recommended: false,
          description: 'For clients whose framework insists on a token: register (RFC 7591), exchange the client credentials for a one-hour bearer token with scope analyze, send it as Authorization: Bearer. It grants no extra privilege or quota.',
          documentation: urls.authMd,
          authorization_server: auth.issuer,
          authorization_server_metadata: urls.authorizationServerMetadata,
          registration_endpoint: urls.oauthRegister,
          token_endpoint: urls.oauthToken,
          revocation_endpoint: urls.oauthRevoke,
          identity_endpoint: urls.oauthIdentity,
          grant_types: ['client_credentials'],
          token_endpoint_auth_methods: ['client_secret_basic', 'client_secret_post'],
          scopes: [SCOPE],
          token_lifetime_seconds: TOKEN_LIFETIME_SECONDS,
        },
      ],
    },
  };
}

/**
 * The optional OAuth scheme (RFC 7591 registration, RFC 6749 client credentials, RFC 7009
 * revocation, RFC 8414 and RFC 9728 metadata) and the Web Bot Auth key directory.
 */
export function oauthRouter(deps: RouteDeps, auth: Auth): Router {
  const router = new Router();
  const { urls } = deps;
  const parse = bodyParser(deps.config.maxBodyBytes);
  const spendRead = async (ctx: Context) => setQuotaHeaders(ctx, await deps.limits.spendRead(deps.clientIp(ctx)));
  // The quota is spent before the request is judged: a refused request counts as one.
  const spend = async (ctx: Context, next: Next) => {
    await spendRead(ctx);
    await next();
  };
  /** An OAuth operation: its request judged by its operation's schema, refused in OAuth's format. */
  const oauthOperation = (operationId: string, refuse: (failure: ValidationFailure, ctx: Context) => Error) => [oauthErrors, spend, parse, validateOperation(operationId, { refuse })] as const;

  const metadataOf = (resource: ProtectedResource) => protectedResourceMetadata(deps, auth, resource);

  const authorizationServer = {
    issuer: auth.issuer,
    // RFC 8414 lets a server without an authorization endpoint leave it out, but MCP clients
    // (the TypeScript SDK among them) require one in the metadata before they fetch a token. It is
    // a real endpoint that refuses every request with an RFC 6749 error, since no grant uses it.
    authorization_endpoint: urls.oauthAuthorize,
    token_endpoint: urls.oauthToken,
    registration_endpoint: urls.oauthRegister,
    revocation_endpoint: urls.oauthRevoke,
    jwks_uri: urls.oauthJwks,
    service_documentation: urls.authMd,
    grant_types_supported: ['client_credentials'],
    // Required by RFC 8414; no grant here uses the authorization endpoint, so no response type.
    response_types_supported: [],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    scopes_supported: [SCOPE],
  };

  const jwks = { keys: [{ ...auth.oauthKey.jwk, use: 'sig', alg: 'EdDSA' }] };

  const mainMetadata = metadataOf(auth.resources.main);
  router.get(OAUTH_PATHS.protectedResource, (ctx) => {
    metadataCache(ctx);
    ctx.body = mainMetadata;
  });
  // RFC 9728 §3.1: each tool server endpoint's metadata, at the well-known path followed by its path.
  for (const [path, resource] of auth.resources.mcpEndpoints) {
    const metadata = metadataOf(resource);
    router.get(protectedResourcePath(path), (ctx) => {
      metadataCache(ctx);
      ctx.body = metadata;
    });
  }
  // Every other address of the service is a resource too, so a 401 anywhere points at metadata
  // naming the address the client used (RFC 9728 §3.3): at the well-known path followed by it.
  router.get(`${OAUTH_PATHS.protectedResource}/*rest`, (ctx) => {
    const path = ctx.path.slice(OAUTH_PATHS.protectedResource.length);
    metadataCache(ctx);
    ctx.body = metadataOf(auth.resources.ofPath(path, ctx.search));
  });
  router.get(OAUTH_PATHS.authorizationServer, (ctx) => {
    metadataCache(ctx);
    ctx.body = authorizationServer;
  });
  router.get(OAUTH_PATHS.jwks, (ctx) => {
    metadataCache(ctx);
    ctx.body = jwks;
  });

  // RFC 6749 §3.1 requires GET and allows POST. No client has a registered redirection URI to
  // send an error to (§4.1.2.1 forbids redirecting to an unverified one), so the error is the answer.
  const noResponseType = () => new OAuthFailure(400, 'invalid_request', 'The parameter response_type is missing. No response type is supported here: this service only has the client credentials grant, at the token endpoint.');
  const unsupported = (params: Record<string, unknown>) => {
    const responseType = param(params, 'response_type');
    if (responseType === undefined || responseType === '') throw noResponseType();
    throw new OAuthFailure(400, 'unsupported_response_type', `The response type "${responseType.slice(0, 60)}" is not supported: this service has no authorization endpoint grant. Use the client credentials grant at ${urls.oauthToken}, or call the API without a token.`);
  };
  router.get(OAUTH_PATHS.authorize, ...oauthOperation('authorize', noResponseType), (ctx) => unsupported(validQuery(ctx)));
  router.post(OAUTH_PATHS.authorize, ...oauthOperation('authorizePost', noResponseType), (ctx) => unsupported(validBody(ctx)));

  router.post(
    OAUTH_PATHS.register,
    ...oauthOperation('registerClient', registrationRefusal),
    async (ctx) => {
      const request = validBody<{ client_name?: string; token_endpoint_auth_method?: PresentedClient['method'] } | undefined>(ctx) ?? {};
      const issued = auth.clients.register();
      noStore(ctx);
      ctx.status = 201;
      ctx.body = {
        client_id: issued.clientId,
        client_secret: issued.clientSecret,
        client_id_issued_at: Math.floor(deps.now() / 1000),
        client_secret_expires_at: 0,
        ...(request.client_name !== undefined ? { client_name: request.client_name } : {}),
        // RFC 7591 §3.2.1 returns what was registered: no redirection URI, whatever was asked, since
        // no grant here redirects. The MCP SDK's registerClient() requires the field.
        redirect_uris: [],
        grant_types: ['client_credentials'],
        // Both methods work at the token endpoint; this echoes the request or RFC 7591's default.
        token_endpoint_auth_method: request.token_endpoint_auth_method ?? 'client_secret_basic',
        scope: SCOPE,
      };
    },
  );

  router.post(
    OAUTH_PATHS.token,
    ...oauthOperation('requestToken', parameterRefusal('requestToken', auth.resource)),
    async (ctx) => {
      const params = validBody<Record<string, unknown>>(ctx);
      const client = presentedClient(ctx, params);
      if (!client) throw invalidClient('Client authentication is missing: send HTTP Basic credentials or client_id and client_secret. Register at the registration endpoint.');
      authenticate(auth, client);
      const resources = resourceIndicators(params, auth);
      const token = await auth.tokens.issue(client.clientId, deps.now(), resources);
      noStore(ctx);
      ctx.body = { access_token: token.accessToken, token_type: 'Bearer', expires_in: token.expiresIn, scope: token.scope };
    },
  );

  router.post(
    OAUTH_PATHS.revoke,
    ...oauthOperation('revokeToken', parameterRefusal('revokeToken', auth.resource)),
    async (ctx) => {
      const params = validBody<Record<string, unknown>>(ctx);
      const token = param(params, 'token')!;
      // The metadata lists `none`: a client may name itself by client_id alone (RFC 7009 §2.1).
      const client = presentedClient(ctx, params, true);
      if (client) authenticate(auth, client);
      // RFC 7009 §2.2: unknown, invalid and already expired tokens get the same success.
      await auth.tokens.revoke(token, client?.clientId);
      noStore(ctx);
      ctx.body = {};
    },
  );

  // Whatever identity is sent (an e-mail, a name) is read and dropped: nothing binds to it.
  router.post(OAUTH_PATHS.identity, spend, parse, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      bound: false,
      anonymous: true,
      stored: false,
      message: 'No identity binding exists on this service and nothing was stored. Anonymous access covers every endpoint; the optional bearer token grants nothing more.',
      protected_resource_metadata: urls.protectedResourceMetadata,
      documentation: urls.authMd,
    };
  });

  router.get(OAUTH_PATHS.botAuthDirectory, async (ctx) => {
    const signed = await auth.directory.sign(authorityOf(ctx, urls.base), ctx.protocol === 'https' ? 'https' : 'http', deps.now());
    ctx.set(signed.headers);
    ctx.set('Cache-Control', `public, max-age=${DIRECTORY_MAX_AGE_SECONDS}`);
    // Content-Digest is over the bytes sent: the body must not be re-encoded on the way out.
    (ctx as { compress?: boolean }).compress = false;
    // Set before the body, so Koa keeps this exact type (no charset parameter).
    ctx.set('Content-Type', DIRECTORY_MEDIA_TYPE);
    ctx.body = signed.body;
  });

  return router;
}

/** The request's authority (Host, or :authority over HTTP/2), lower-cased; the public host when unusable. */
function authorityOf(ctx: Context, base: string): string {
  const host = (ctx.host || '').toLowerCase();
  try {
    const parsed = new URL(`http://${host}`);
    if (host && parsed.host === host.replace(/:80$/, '') && parsed.pathname === '/' && !parsed.username) return host;
  } catch {
    // Fall through to the configured public host.
  }
  return new URL(base).host;
}
