import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';
import { API_VERSION } from './api.ts';
import { VERSION } from '@pagegrade/core';
import { DISCOVERY_PATHS as P, LINKSET_TYPE } from '../operations/discovery.ts';
import { serviceFacts } from '../discovery/facts.ts';
import { makeDocument, sendDocument, type Document } from '../discovery/document.ts';
import { aiCatalog, apiCatalog, apiCatalogLink, skillsIndex } from '../discovery/catalogs.ts';
import { agentsMd, apiReferenceMd, authMd, deprecationPolicyMd, llmsTxt, pricingMd, skillMd } from '../discovery/markdown.ts';
import { licenseXml } from '../discovery/license.ts';
import { errorBody } from '../http/errors.ts';

/** A dependency that is down is usually back within a restart's time. */
const HEALTH_RETRY_AFTER_SECONDS = 5;

const MARKDOWN = 'text/markdown; charset=utf-8';

/**
 * Serves the machine-readable discovery files. Each is built once at startup from the
 * configuration, the rules and the operation tables, so its bytes, ETag and digest are stable
 * for the life of the process and cannot disagree with what the service does.
 */
export function discoveryRouter(deps: RouteDeps): Router {
  const facts = serviceFacts(deps.config, deps.rules.length, API_VERSION);
  const skill = makeDocument(skillMd(facts), MARKDOWN);
  // One document for both names: the two catalogs are the same bytes by construction.
  const catalog = makeDocument(aiCatalog(facts), 'application/json');
  const files: Array<[string, Document]> = [
    [P.apiCatalog, makeDocument(apiCatalog(facts), LINKSET_TYPE)],
    [P.aiCatalog, catalog],
    [P.ardJson, catalog],
    [P.skillsIndex, makeDocument(skillsIndex(facts, skill), 'application/json')],
    [P.skillMd, skill],
    [P.llmsTxt, makeDocument(llmsTxt(facts), 'text/plain; charset=utf-8')],
    [P.agentsMd, makeDocument(agentsMd(facts), MARKDOWN)],
    [P.authMd, makeDocument(authMd(facts), MARKDOWN)],
    [P.pricingMd, makeDocument(pricingMd(facts), MARKDOWN)],
    [P.deprecationPolicy, makeDocument(deprecationPolicyMd(facts), MARKDOWN)],
    [P.apiDocs, makeDocument(apiReferenceMd(facts), MARKDOWN)],
    [P.licenseXml, makeDocument(licenseXml(facts), 'application/rsl+xml')],
  ];

  const router = new Router();
  const catalogLink = apiCatalogLink(deps.urls);
  for (const [path, doc] of files) {
    // GET routes answer HEAD too; the api-catalog's HEAD is what RFC 9727 asks clients to use.
    router.get(path, (ctx) => {
      if (path === P.apiCatalog) ctx.append('Link', catalogLink);
      sendDocument(ctx, doc);
    });
  }
  // Readiness: 200 with the dependencies while the service can analyse, else 503 with the error
  // body and the dependencies beside it (what a load balancer or an orchestrator routes on).
  router.get(P.health, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const report = await deps.health();
    const analyses = report.dependencies.database.state === 'up' ? await deps.analyses.count().catch(() => null) : null;
    if (report.status === 'ok' && analyses !== null) {
      ctx.body = { status: 'ok', version: VERSION, checks: deps.rules.length, analyses, dependencies: report.dependencies };
      return;
    }
    const down = Object.entries(report.dependencies)
      .filter(([, d]) => d.required && d.state !== 'up')
      .map(([name, d]) => `${name} (${d.state})`);
    ctx.status = 503;
    ctx.set('Retry-After', String(HEALTH_RETRY_AFTER_SECONDS));
    ctx.body = {
      ...errorBody('service_unavailable', `The service cannot analyse now: ${down.join(', ') || 'database (count failed)'}.`, 503, `${deps.urls.errorDocs}#service_unavailable`),
      dependencies: report.dependencies,
    };
  });
  return router;
}
