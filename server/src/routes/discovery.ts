import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';

/** Serves the machine-readable discovery files. */
export function discoveryRouter(_deps: RouteDeps): Router {
  return new Router();
}
