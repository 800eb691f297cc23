import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';

/** Serves robots.txt, security.txt, the web manifest and icons. */
export function siteFilesRouter(_deps: RouteDeps): Router {
  return new Router();
}
