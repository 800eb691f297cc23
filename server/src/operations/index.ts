import { API_OPERATIONS } from './api.ts';
import { ASK_OPERATIONS } from './ask.ts';
import { DISCOVERY_OPERATIONS } from './discovery.ts';
import { MCP_OPERATIONS } from './mcp.ts';
import { OAUTH_OPERATIONS } from './oauth.ts';
import { SITE_OPERATIONS } from './site.ts';
import type { Deprecation, Operation } from './types.ts';

export type { Deprecation, Operation };
export { SITE_OPERATIONS };

/** Every operation of the API the service serves, one table per concept (the website's pages are in SITE_OPERATIONS). */
export const OPERATIONS: readonly Operation[] = [...API_OPERATIONS, ...ASK_OPERATIONS, ...MCP_OPERATIONS, ...OAUTH_OPERATIONS, ...DISCOVERY_OPERATIONS];
