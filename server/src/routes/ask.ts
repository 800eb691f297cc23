import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';

/** Serves the NLWeb /ask endpoint. */
export function askRouter(_deps: RouteDeps): Router {
  return new Router();
}
