import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';

/** Serves the optional OAuth endpoints and their metadata. */
export function oauthRouter(_deps: RouteDeps): Router {
  return new Router();
}
