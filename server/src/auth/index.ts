import type { Config } from '../config.ts';
import type { RevocationStore, Stores } from '../store/types.ts';
import { Clients } from './clients.ts';
import { KeyDirectory } from './directory.ts';
import { clientSecretKey, loadSigningKey, type SigningKey } from './keys.ts';
import { Resources } from './resources.ts';
import { AccessTokens } from './tokens.ts';

export { SCOPE, TOKEN_LIFETIME_SECONDS } from './tokens.ts';

/** The optional OAuth scheme and the Web Bot Auth directory: keys, clients, tokens, directory. */
export interface Auth {
  oauthKey: SigningKey;
  botAuthKey: SigningKey;
  clients: Clients;
  tokens: AccessTokens;
  directory: KeyDirectory;
  /** The resource identifier of RFC 9728, which is also the tokens' default audience. */
  resource: string;
  /** Every resource identifier of the service, and which one a request addresses. */
  resources: Resources;
  /** The issuer identifier of RFC 8414, which is also the tokens' `iss`. */
  issuer: string;
}

/** The two keys the service signs with: OAuth access tokens, and the Web Bot Auth key directory. */
export interface AuthKeys {
  oauth: SigningKey;
  botAuth: SigningKey;
}

/** The configured keys, else the ones generated into the store on first start. */
export async function loadAuthKeys(config: Pick<Config, 'keys'>, stores: Pick<Stores, 'generatedKey'>): Promise<AuthKeys> {
  return {
    oauth: await loadSigningKey({ name: 'oauth', pem: config.keys.oauth, variable: 'PAGEGRADE_OAUTH_SIGNING_KEY', stores }),
    botAuth: await loadSigningKey({ name: 'bot-auth', pem: config.keys.botAuth, variable: 'PAGEGRADE_SIGNATURE_KEY', stores }),
  };
}

export interface AuthOptions {
  urls: ConstructorParameters<typeof Resources>[0];
  keys: AuthKeys;
  revocations: RevocationStore;
  now: () => number;
}

export function createAuth(options: AuthOptions): Auth {
  const { urls } = options;
  const oauthKey = options.keys.oauth;
  const botAuthKey = options.keys.botAuth;
  // The service is both the authorization server and the only protected resource; both are
  // identified by the public base URL.
  const issuer = urls.base;
  const resource = urls.base;
  const resources = new Resources(urls);
  return {
    oauthKey,
    botAuthKey,
    clients: new Clients(clientSecretKey(oauthKey)),
    tokens: new AccessTokens({ key: oauthKey, issuer, audience: resource, acceptsAudience: (aud) => resources.isOurs(aud), revocations: options.revocations, now: options.now }),
    directory: new KeyDirectory(botAuthKey),
    resource,
    resources,
    issuer,
  };
}
