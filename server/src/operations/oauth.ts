import { MCP_RESOURCE_PATHS, OAUTH_PATHS, protectedResourcePath } from '../auth/paths.ts';
import { DIRECTORY_MEDIA_TYPE } from '../auth/directory.ts';
import { RATE_HEADERS, error, rateLimited, json, ref } from './api.ts';
import type { Operation } from './types.ts';

const tags = ['oauth'];
const oauthError = (description: string) => ({ description, content: json('OAuthError') });
const form = (name: string) => ({ 'application/x-www-form-urlencoded': { schema: ref(name) }, 'application/json': { schema: ref(name) } });
const NO_STORE = { 'Cache-Control': { description: 'no-store: the body carries credentials.', schema: { type: 'string' } } };
const CACHED = { 'Cache-Control': { description: 'public, max-age=300.', schema: { type: 'string' } } };
const BASIC_CHALLENGE = { 'WWW-Authenticate': { description: 'Basic realm="pagegrade": how a client authenticates here.', schema: { type: 'string' } } };
const NOT_OURS = {
  '413': error('The body is too large (payload_too_large).'),
  '429': rateLimited('Rate limit exceeded (rate_limited); the read quota applies.'),
};
/** The one parameter the authorization endpoint reads, in its query or its form. */
const RESPONSE_TYPE = { description: 'Required by RFC 6749 §3.1.1; no value is supported.', schema: { type: 'string', minLength: 1 } };
/** An identity claim, e.g. {"email": …}: any value, since nothing is kept of it. */
const IDENTITY_CLAIM = { description: 'Any identity claim, for example {"email": "…"}; read and dropped.' };
/** These endpoints never check a presented bearer token, so a client with a dead one can recover. */
const anonymousOnly = { security: [{}] };

export const OAUTH_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: OAUTH_PATHS.protectedResource,
    operationId: 'getProtectedResourceMetadata',
    summary: 'RFC 9728 protected resource metadata, with agent_auth: anonymous access (recommended) and the optional client-credentials flow with its endpoints.',
    spec: { tags, ...anonymousOnly, responses: { '200': { description: 'The metadata.', headers: CACHED, content: json('OAuthProtectedResourceMetadata') } } },
  },
  ...MCP_RESOURCE_PATHS.map(
    (path): Operation => ({
      method: 'get',
      path: protectedResourcePath(path),
      operationId: `getProtectedResourceMetadata${path.replace(/[^a-z0-9]+(.)/gi, (_, c: string) => c.toUpperCase())}`,
      summary: `RFC 9728 metadata of the tool server endpoint ${path} (its resource identifier is the public base URL followed by ${path}); otherwise as the service's metadata.`,
      spec: { tags, ...anonymousOnly, responses: { '200': { description: 'The metadata.', headers: CACHED, content: json('OAuthProtectedResourceMetadata') } } },
    }),
  ),
  {
    method: 'get',
    path: OAUTH_PATHS.authorizationServer,
    operationId: 'getAuthorizationServerMetadata',
    summary: 'RFC 8414 authorization server metadata: issuer, token, registration and revocation endpoints, client_credentials only.',
    spec: { tags, ...anonymousOnly, responses: { '200': { description: 'The metadata.', headers: CACHED, content: json('OAuthAuthorizationServerMetadata') } } },
  },
  ...(['get', 'post'] as const).map(
    (method): Operation => ({
      method,
      path: OAUTH_PATHS.authorize,
      operationId: method === 'get' ? 'authorize' : 'authorizePost',
      summary: 'RFC 6749 §3.1 authorization endpoint, listed in the metadata because MCP clients require one. No grant uses it: every request is answered 400 unsupported_response_type (invalid_request without response_type), never a redirect, since no client has a registered redirection URI.',
      spec: {
        tags,
        ...anonymousOnly,
        ...(method === 'get'
          ? { parameters: [{ name: 'response_type', in: 'query', required: true, description: RESPONSE_TYPE.description, schema: RESPONSE_TYPE.schema }] }
          : { requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required: ['response_type'], properties: { response_type: { ...RESPONSE_TYPE.schema, description: RESPONSE_TYPE.description } } } } } } }),
        responses: { '400': { ...oauthError('Always: unsupported_response_type, or invalid_request when response_type is missing.'), headers: NO_STORE }, ...NOT_OURS },
      },
    }),
  ),
  {
    method: 'get',
    path: OAUTH_PATHS.jwks,
    operationId: 'getOAuthJwks',
    summary: 'The JWK set of the Ed25519 key that signs access tokens (kid is its RFC 7638 thumbprint).',
    spec: { tags, ...anonymousOnly, responses: { '200': { description: 'The key set.', headers: CACHED, content: json('Ed25519KeySet') } } },
  },
  {
    method: 'post',
    path: OAUTH_PATHS.register,
    operationId: 'registerClient',
    summary: 'RFC 7591 dynamic client registration. Stateless: the secret is derived from the random client id; credentials do not expire. Optional: nothing needs a token.',
    spec: {
      tags,
      ...anonymousOnly,
      requestBody: { required: false, content: json('OAuthClientMetadata') },
      responses: {
        '201': { description: 'The client credentials.', headers: { ...NO_STORE, ...RATE_HEADERS }, content: json('OAuthClientRegistration') },
        '400': oauthError('Unsupported metadata, e.g. another grant type, or a body that is not JSON (invalid_client_metadata).'),
        ...NOT_OURS,
      },
    },
  },
  {
    method: 'post',
    path: OAUTH_PATHS.token,
    operationId: 'requestToken',
    summary: 'RFC 6749 §4.4 client credentials grant: a one-hour bearer token with scope analyze. Authenticate with HTTP Basic (client_secret_basic) or client_id and client_secret in the body (client_secret_post).',
    spec: {
      tags,
      ...anonymousOnly,
      requestBody: { required: true, content: form('OAuthTokenRequest') },
      responses: {
        '200': { description: 'The access token.', headers: { ...NO_STORE, ...RATE_HEADERS }, content: json('OAuthToken') },
        '400': oauthError('Missing or repeated parameter (invalid_request), another grant type (unsupported_grant_type), a scope other than analyze (invalid_scope), or a resource that is not this service (invalid_target, RFC 8707).'),
        '401': { ...oauthError('Missing, unknown or wrong client credentials (invalid_client).'), headers: BASIC_CHALLENGE },
        ...NOT_OURS,
      },
    },
  },
  {
    method: 'post',
    path: OAUTH_PATHS.revoke,
    operationId: 'revokeToken',
    summary: 'RFC 7009 revocation: the token stops working at once. Answers 200 for unknown, invalid or expired tokens too. Client authentication is optional: none, a client_id alone (method none) or the client credentials; a client that names itself revokes only its own tokens.',
    spec: {
      tags,
      ...anonymousOnly,
      requestBody: { required: true, content: form('OAuthRevocationRequest') },
      responses: {
        '200': { description: 'Acknowledged (an empty JSON object).', headers: NO_STORE, content: { 'application/json': { schema: { type: 'object', maxProperties: 0 } } } },
        '400': oauthError('The token parameter is missing or repeated (invalid_request).'),
        '401': { ...oauthError('Client credentials were sent but are wrong, or a client_id sent alone was not issued here (invalid_client).'), headers: BASIC_CHALLENGE },
        ...NOT_OURS,
      },
    },
  },
  {
    method: 'post',
    path: OAUTH_PATHS.identity,
    operationId: 'claimIdentity',
    summary: 'Accepts any identity claim (e.g. {"email": …}) and answers that no identity binding exists: nothing is stored and anonymous access covers everything.',
    spec: {
      tags,
      // Anything at all, even what does not parse: it is read and dropped.
      requestBody: { required: false, content: { 'application/json': { schema: IDENTITY_CLAIM }, 'application/x-www-form-urlencoded': { schema: IDENTITY_CLAIM } } },
      responses: {
        '200': { description: 'No binding; anonymous access.', headers: RATE_HEADERS, content: json('OAuthIdentity') },
        '401': error('A presented bearer token is invalid, expired or revoked (invalid_token).'),
        ...NOT_OURS,
      },
    },
  },
  {
    method: 'get',
    path: OAUTH_PATHS.botAuthDirectory,
    operationId: 'getHttpMessageSignaturesDirectory',
    summary: 'Web Bot Auth key directory: the Ed25519 public key of the service, signed (RFC 9421) over the request authority and the Content-Digest of the body.',
    spec: {
      tags: ['discovery'],
      responses: {
        '200': {
          description: 'The key directory.',
          headers: {
            ...CACHED,
            'Content-Digest': { description: 'RFC 9530 sha-256 digest of the body.', schema: { type: 'string' } },
            'Signature-Input': { description: 'sig1=("@authority";req "content-digest");created;expires;keyid (the key thumbprint);alg="ed25519";tag="http-message-signatures-directory".', schema: { type: 'string' } },
            Signature: { description: 'sig1=:<Ed25519 signature, base64>:', schema: { type: 'string' } },
          },
          content: { [DIRECTORY_MEDIA_TYPE]: { schema: ref('Ed25519KeySet') } },
        },
      },
    },
  },
];
