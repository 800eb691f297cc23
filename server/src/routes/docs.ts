import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';
import { API_VERSION } from './api.ts';
import { serviceFacts } from '../discovery/facts.ts';
import { agentsMd, apiReferenceMd, authMd, deprecationPolicyMd, pricingMd } from '../discovery/markdown.ts';
import { markdownPageHtml } from '../pages/markdown-page.ts';
import { errorDocsHtml } from '../pages/error-docs.ts';
import { pathOf } from '../pages/layout.ts';
import { DIMENSIONS, DIMENSION_LABELS } from '@pagegrade/core';
import { DIMENSION_ABOUT } from '../pages/dimensions.ts';
import { escapeHtml } from '../pages/layout.ts';
import { htmlPage } from './pages.ts';

const MARKDOWN = 'text/markdown; charset=utf-8';

/** The documents a person can land on from the site, as pages: each the same text as its markdown twin. */
export function docsRouter(deps: Pick<RouteDeps, 'urls' | 'config' | 'rules' | 'knowledge'>): Router {
  const { urls } = deps;
  const facts = serviceFacts(deps.config, deps.rules.length, API_VERSION);
  const twins = {
    api: { url: urls.apiPage, md: urls.apiDocs, text: apiReferenceMd(facts), title: 'API reference — pagegrade', description: 'The pagegrade REST API: every operation, authentication, quotas, retention, errors and versioning.' },
    scoring: { url: urls.scoringDocs, md: urls.scoringMd, text: deps.knowledge.document('scoring'), title: 'How pages are scored — pagegrade', description: 'How pagegrade turns check outcomes into scores: impact weights, the demanding curve, caps for critical failures, grades and top issues.' },
    auth: { url: `${urls.base}/docs/auth`, md: urls.authMd, text: authMd(facts), title: 'Authentication — pagegrade', description: 'pagegrade needs no credential: anonymous access, and the optional OAuth client-credentials flow for clients that insist on a token.' },
    pricing: { url: `${urls.base}/docs/pricing`, md: urls.pricingMd, text: pricingMd(facts), title: 'Pricing and quotas — pagegrade', description: 'pagegrade is free: the daily analysis quota per client, the burst and read limits, and the headers that tell what is left.' },
    deprecation: { url: `${urls.base}/docs/deprecation-policy`, md: urls.deprecationPolicy, text: deprecationPolicyMd(facts), title: 'Deprecation policy — pagegrade', description: 'How the pagegrade API changes: v1 only grows, and a deprecated operation is announced in headers and kept for at least six months.' },
    agents: { url: urls.agentsPage, md: urls.agentsMd, text: agentsMd(facts), title: 'For agents — pagegrade', description: 'How AI agents and programs use pagegrade: the entry points, the MCP tool servers, quotas, errors and good-client behaviour.' },
  };
  // A page's links to another document's markdown lead to that document's page.
  const links: Record<string, string> = { 'checks.md': urls.checksDocs, 'scoring.md': urls.scoringDocs };
  for (const t of Object.values(twins)) links[t.md] = t.url;
  const dimensions = `<h2 id="dimensions">The eight dimensions</h2>
<ul>
${DIMENSIONS.map((d) => `<li id="dimension-${d}"><strong>${escapeHtml(DIMENSION_LABELS[d])}</strong>: ${escapeHtml(DIMENSION_ABOUT[d])}</li>`).join('\n')}
</ul>`;

  const router = new Router();
  for (const [key, t] of Object.entries(twins)) {
    const html = markdownPageHtml({ urls, markdown: t.text, url: t.url, markdownUrl: t.md, title: t.title, description: t.description, links, ...(key === 'scoring' ? { after: dimensions } : {}) });
    router.get(pathOf(t.url), (ctx) => htmlPage(ctx, html, 'public, max-age=3600'));
  }
  // The scoring document's markdown (the others have theirs among the discovery files).
  router.get(pathOf(urls.scoringMd), (ctx) => {
    ctx.type = MARKDOWN;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = twins.scoring.text;
  });
  const errors = errorDocsHtml(urls, urls.errorDocs);
  router.get(pathOf(urls.errorDocs), (ctx) => htmlPage(ctx, errors, 'public, max-age=3600'));
  return router;
}
