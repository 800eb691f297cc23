/** The paths the OAuth router serves; the router, its operations table and the bearer check share them. */
export const OAUTH_PATHS = {
  register: '/api/v1/oauth/register',
  token: '/api/v1/oauth/token',
  authorize: '/api/v1/oauth/authorize',
  revoke: '/api/v1/oauth/revoke',
  identity: '/api/v1/oauth/identity',
  jwks: '/api/v1/oauth/jwks',
  protectedResource: '/.well-known/oauth-protected-resource',
  /** RFC 9728 §3.1: the metadata of a resource with a path is at this prefix followed by the path. */
  protectedResourcePrefix: '/.well-known/oauth-protected-resource/',
  authorizationServer: '/.well-known/oauth-authorization-server',
  botAuthDirectory: '/.well-known/http-message-signatures-directory',
} as const;

/**
 * The tool server endpoints, each a protected resource of its own (RFC 9728 §3.1) with its
 * metadata at the protected-resource path followed by the endpoint's path, so that an MCP client,
 * which looks there first, is told the resource identifier it connects to.
 */
export const MCP_RESOURCE_PATHS: readonly string[] = ['/api/v1/mcp', '/.well-known/mcp', '/mcp/docs', '/mcp/docs/mcp'];

/** The RFC 9728 metadata path of a resource path ('' for the root resource). */
export function protectedResourcePath(resourcePath: string): string {
  return resourcePath ? `${OAUTH_PATHS.protectedResource}${resourcePath}` : OAUTH_PATHS.protectedResource;
}

/**
 * Where a presented bearer token is not checked: the authorization server's endpoints and the
 * metadata a 401 points to. A client holding a dead token must be able to read the metadata and
 * fetch a new token even if its HTTP stack attaches the old one to every request; these are not
 * protected-resource endpoints in the sense of RFC 6750.
 */
export const BEARER_EXEMPT_PATHS: readonly string[] = [
  OAUTH_PATHS.register,
  OAUTH_PATHS.token,
  OAUTH_PATHS.authorize,
  OAUTH_PATHS.revoke,
  OAUTH_PATHS.jwks,
  OAUTH_PATHS.protectedResource,
  OAUTH_PATHS.authorizationServer,
  ...MCP_RESOURCE_PATHS.map(protectedResourcePath),
];

/** Whether a path is the metadata of a resource with a path (RFC 9728 §3.1), which a 401 may point at: exempt like the rest. */
export function isMetadataPath(path: string): boolean {
  return path.toLowerCase().startsWith(OAUTH_PATHS.protectedResourcePrefix);
}
