/** The paths the OAuth router serves; the router, its operations table and the bearer check share them. */
export const OAUTH_PATHS = {
  register: '/api/v1/oauth/register',
  token: '/api/v1/oauth/token',
  revoke: '/api/v1/oauth/revoke',
  identity: '/api/v1/oauth/identity',
  jwks: '/api/v1/oauth/jwks',
  protectedResource: '/.well-known/oauth-protected-resource',
  authorizationServer: '/.well-known/oauth-authorization-server',
  botAuthDirectory: '/.well-known/http-message-signatures-directory',
} as const;

/**
 * Where a presented bearer token is not checked: the authorization server's endpoints and the
 * metadata a 401 points to. A client holding a dead token must be able to read the metadata and
 * fetch a new token even if its HTTP stack attaches the old one to every request; these are not
 * protected-resource endpoints in the sense of RFC 6750.
 */
export const BEARER_EXEMPT_PATHS: readonly string[] = [
  OAUTH_PATHS.register,
  OAUTH_PATHS.token,
  OAUTH_PATHS.revoke,
  OAUTH_PATHS.jwks,
  OAUTH_PATHS.protectedResource,
  OAUTH_PATHS.authorizationServer,
];
