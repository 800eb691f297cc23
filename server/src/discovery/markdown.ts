import { DIMENSIONS, DIMENSION_LABELS, ERROR_STATUS, GRADE_TABLE, SCORING_NOTE } from '@pagegrade/core';
import { GRACE_MONTHS } from './deprecations.ts';
import { currentVersionPath, deprecatedOperations, type ServiceFacts } from './facts.ts';
import { SKILL_DESCRIPTION, skillName } from './catalogs.ts';

/** An example page to analyze in the examples; a reserved documentation domain (RFC 2606). */
const EXAMPLE_PAGE = 'https://example.com/';

function quotaSentence(f: ServiceFacts): string {
  return `${f.limits.analysesPerDay} analyses per day per client IP (IPv6: per /64), at most ${f.limits.burstPerMinute} analysis requests per minute, and ${f.limits.readsPerMinute} reads per minute for job polling, the leaderboard and /ask`;
}

function gradeLine(): string {
  return GRADE_TABLE.map((g) => `${g.grade} ≥ ${g.min}`).join(', ');
}

function dimensionList(): string {
  return DIMENSIONS.map((d) => `\`${d}\` (${DIMENSION_LABELS[d]})`).join(', ');
}

/** The Agent Skill: frontmatter, then how to analyze, the quotas and how to read the result. */
export function skillMd(f: ServiceFacts): string {
  const u = f.urls;
  return `---
name: ${skillName(f)}
description: ${SKILL_DESCRIPTION}
---

# Grading a web page with pagegrade

Use this skill when someone wants to know how good a public web page is — its SEO, AI readiness,
performance, accessibility, code quality, UX, data and tracking, or security — or how to improve it.
pagegrade fetches the page safely, runs ${f.checks} deterministic checks and returns a score from
0 to 100, a letter grade, a score per dimension and the most important issues. No account or key.

Do not use it for localhost, intranet addresses or pages behind a login: they are refused
(\`blocked_host\`).

## Analyze over REST

\`\`\`sh
curl -s -X POST ${u.api}/analyze \\
  -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: 7c1e2f0a-analysis-1' \\
  -d '{"url":"${EXAMPLE_PAGE}"}'
\`\`\`

The answer (typically after 5-20 seconds) is an AnalysisSummary: \`score\`, \`grade\`,
\`dimensions[]\`, \`topIssues[]\`, \`reportUrl\` (a page for people) and \`scoringNote\`.
Send an \`Idempotency-Key\` (up to ${f.idempotencyKeyMax} characters) so a retry replays the first
result instead of spending another analysis; keys are remembered ${f.idempotencyHours} hours.

- Reading a result again: \`GET ${u.api}/analyses/{id}\` with the analysis \`id\` answers a
  complete job with the result; it spends a read, not an analysis.
- Long waits: \`POST ${u.api}/analyses\` with \`{"url": …}\` answers 202 with a job and a
  \`Location\`; poll \`GET ${u.api}/analyses/{id}\` after the seconds in \`Retry-After\` until
  \`status\` is \`complete\` (with \`result\`) or \`failed\` (with \`error\`).
- Several pages: \`{"urls": [...]}\` with 1 to ${f.batchMaxUrls} URLs; each spends one analysis.
- A page built by script (an empty shell until JavaScript runs): add \`"mode": "rendered"\` to
  any of these bodies (\`?mode=rendered\` for the bare-array batch) to grade the page as Chromium
  drew it; it is slower. The result's \`mode\` says which mode produced it; the default is
  \`static\`, the HTML as served. The leaderboard ranks static analyses only.
- Trying things out: \`POST ${u.sandboxPrefix}/analyze\`${u.sandboxHost ? ` (or the same paths on the sandbox host ${u.sandboxHost})` : ''} returns a fixed sample and spends nothing.
- The full description: ${u.openapi}

## Analyze over MCP

The tool server speaks MCP over Streamable HTTP at \`${u.mcp}\` (server card: ${u.wellKnownMcp}).
Call \`analyze_website\` with \`{"url": "${EXAMPLE_PAGE}"}\` (and \`"mode": "rendered"\` for a page
built by script); \`get_analysis\` reads a result or job
by id; \`get_leaderboard\` lists the best sites. Questions about what a check means or how scoring
works go to the documentation server at \`${u.mcpDocs}\` (also \`${u.mcpDocsMcp}\`, for clients
that need a path ending in /mcp), which spends no quota.

## Quotas

Free, shared by the website, the API and the tool server: ${quotaSentence(f)}. Every analysis and
job response carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds)
of the policy closest to exhaustion, and \`RateLimit-Policy\` and \`RateLimit\` with every policy.
A refusal is 429 \`rate_limited\` with \`Retry-After\`: wait that long; do not retry sooner.

## Reading the score

- ${SCORING_NOTE}
- Grades: ${gradeLine()}.
- Dimensions: ${dimensionList()}. A dimension's \`summary\` names any cap that holds it down (for
  example a page not served over HTTPS).
- Lead with the overall grade, then the weakest dimensions and the \`topIssues\` (each has a
  \`dimension\`, a \`title\` and often a \`detail\`). They are a plan of fixes, in the order
  that gains most: keep that order, and quote \`plan.overall\` (what a fix adds once the ones
  before it are done; \`plan.after\` names the fixes a cap makes it wait on) and \`plan.score\`
  (the score once it and every issue before it are fixed). Link the \`reportUrl\` for every check
  with its fix. What each check tests: ${u.checksDocs}

## Errors

Every failure is JSON \`{"error": {"code", "message", "status"}}\`; branch on \`code\`:
\`invalid_request\` and \`invalid_url\` (fix the input), \`blocked_host\` (not a public page),
\`fetch_failed\` (the page did not answer, it may be down, or it is not an HTML page: an
error status or another content type), \`analysis_timeout\` (the page is too
large or complex to analyze in time; retrying gives the same), \`rate_limited\` (wait), \`not_found\`
(unknown job), \`internal_error\` (retry later), \`service_unavailable\` (503: the server is
restarting or cannot analyse now), \`store_unavailable\` (503: its database or queue is briefly
out of reach), \`storage_full\` (503: its disk is full) and \`rendering_unavailable\` (a rendered
analysis this server cannot make: 501 means it has no browser, so ask again with mode \`static\`
instead of retrying; 503 means its browser did not start); retry the 503s after the seconds in
\`Retry-After\`.
`;
}

/** llms.txt (llmstxt.org): title, summary, prose, then link lists. Every link answers a plain GET. */
export function llmsTxt(f: ServiceFacts): string {
  const u = f.urls;
  const askExample = new URL(u.ask);
  askExample.searchParams.set('query', 'which sites score best?');
  return `# pagegrade

> pagegrade grades a public web page from 0 to 100 (A+ to F) overall and in eight dimensions — SEO, AI readiness, performance, accessibility, code quality, UI/UX, data and tracking, security — from ${f.checks} deterministic checks. Free and anonymous; limited per IP.

The scoring curve is demanding: 70 is a good site and 90+ is exceptional, so scores are not a
linear percentage of checks passed. The same page gives the same kind of result every time.
The quota is ${quotaSentence(f)}. Localhost, private networks and pages behind a login are refused.

An earlier result is read again, without spending an analysis, at \`${u.api}/analyses/{id}\`
with the \`id\` of the analysis (or of its job).

Agents can use the REST API (\`POST ${u.api}/analyze\`), the MCP tool server over Streamable HTTP
(\`${u.mcp}\`; documentation server \`${u.mcpDocs}\`, also \`${u.mcpDocsMcp}\`) or natural-language questions at \`${u.ask}\`.
No credential is needed anywhere.

## Docs

- [API reference](${u.apiDocs}): every endpoint, errors, quotas and versioning, in markdown
- [OpenAPI 3.1 description](${u.openapi}): machine-readable contract of the API
- [Check catalogue](${u.checksDocs}): what each check tests, why it matters and how to fix it
- [Scoring](${u.scoringMd}): weights, the curve, caps, grades and top issues, in markdown
- [Error codes](${u.errorDocs}): what each error code means and what to do about it
- [Agent skill](${u.skillMd}): how to analyze a page and explain the result

## API

- [API index](${u.api}): endpoints, authentication, versioning and links, as JSON
- [Checks as JSON](${u.checks}): the catalogue with dimensions, impacts and fixes
- [Leaderboard](${u.leaderboardApi}): the best-scoring sites, paged
- [Health](${u.health}): whether the service can analyse now, with each dependency's state (503 when it cannot)

## Agents

- [Guidance for agents](${u.agentsMd}): which entry point to use, retries and etiquette
- [MCP server card](${u.wellKnownMcp}): the analysis tool server and its endpoints
- [AI catalog](${u.aiCatalog}): every agent-facing resource with its type and media type
- [Agent skills index](${u.skillsIndex}): the skill with its digest
- [API catalog](${u.apiCatalog}): RFC 9727 linkset
- [Ask a question](${askExample.href}): NLWeb endpoint, for example the leaderboard

## Optional

- [Authentication](${u.authMd}): anonymous access and the optional client-credentials flow
- [Pricing and quotas](${u.pricingMd}): free, with the limits above
- [Deprecation policy](${u.deprecationPolicy}): v1 is stable; how changes are announced
- [Content license](${u.licenseXml}): RSL 1.0 terms for search and AI use
- [Leaderboard page](${u.leaderboardPage}): the same ranking for people
`;
}

/** Guidance for automated clients. */
export function agentsMd(f: ServiceFacts): string {
  const u = f.urls;
  return `# Using pagegrade from an agent

pagegrade analyzes public web pages: ${f.checks} deterministic checks in eight dimensions, a score
from 0 to 100 and a letter grade. Everything is anonymous; there is nothing to sign up for.

## Pick an entry point

| You have | Use | Notes |
|---|---|---|
| An HTTP client | \`POST ${u.api}/analyze\` with \`{"url": …}\` | Synchronous, typically 5-20 s. Add \`"mode": "rendered"\` for a page built by script. Contract: ${u.openapi} |
| Long timeouts to avoid | \`POST ${u.api}/analyses\`, then poll the \`Location\` | Honour \`Retry-After\` between polls. |
| An MCP client | \`${u.mcp}\` (Streamable HTTP) | Tools \`analyze_website\` (\`mode\` optional), \`get_analysis\`, \`get_leaderboard\`. Card: ${u.wellKnownMcp} |
| Questions about checks or scoring | \`${u.mcpDocs}\` or \`${u.mcpDocsMcp}\` (MCP) or \`GET ${u.ask}?query=…\` | Spend no analysis quota. |
| Nothing to spend | \`POST ${u.sandboxPrefix}/analyze\`${u.sandboxHost ? `, or the same paths on ${u.sandboxHost}` : ''} | A fixed sample; nothing is fetched. |

The skill at ${u.skillMd} walks through an analysis and how to explain it.

## Be a good client

- The quota is shared by the website, the API and the tool server: ${quotaSentence(f)}.
  Read \`RateLimit-Remaining\` and \`RateLimit-Reset\`; after a 429 wait \`Retry-After\` seconds.
- Send an \`Idempotency-Key\` with \`POST ${u.api}/analyze\` and reuse it when you retry: the first
  result is replayed and no second analysis is spent.
- Analyze a page once and reuse the result: \`GET ${u.api}/analyses/{id}\` with the \`id\` of any
  analysis (a job's, or an AnalysisSummary's however it was made) answers a complete job with the
  result, as the MCP tool \`get_analysis\` does; the \`reportUrl\` is the same for people. Do not
  analyze the same page repeatedly to "check again" within minutes.
- Only public pages: private, internal and login-only addresses are refused with \`blocked_host\`.
- Explain scores honestly: ${SCORING_NOTE}

## Errors

Every non-2xx answer is \`{"error": {"code", "message", "status", "documentation"}}\`. Branch on
\`code\`, never on the message. \`fetch_failed\` means the target did not answer; retrying at once
rarely helps. \`analysis_timeout\` means the page is too large or complex to analyze within the time
limit; the same page will fail the same way. \`rendering_unavailable\` answers \`"mode": "rendered"\`
on a server that cannot render: with 501 it has no browser (ask for \`static\`; do not retry), with
503 its browser failed to start (retry after \`Retry-After\`).

## Modes

\`mode\` is \`static\` (the default: the HTML as the server sends it) or \`rendered\` (the page as
Chromium drew it after its scripts ran; slower). Every result and job says its \`mode\`; the two
modes of one page are two analyses. The leaderboard ranks static analyses only, so every site is
compared alike.

## Versions and credentials

- v1 is stable and only grows; see ${u.deprecationPolicy}. Deprecated operations announce
  themselves with \`Deprecation\` and \`Sunset\` headers.
- No credential is needed. If your framework insists on one, ${u.authMd} describes the optional
  client-credentials flow; a token changes nothing in any answer.
`;
}

/** auth.md: anonymous access first, the optional flow second, the metadata as the canonical source. */
export function authMd(f: ServiceFacts): string {
  const u = f.urls;
  return `# auth.md — authentication for pagegrade

**No credential is needed.** Every endpoint of pagegrade — the API, the MCP tool servers, /ask and
the discovery files — is anonymous and limited per client IP. Send requests without an
\`Authorization\` header; there is no signup, key, claim or revocation step for anonymous access.

## Anonymous access (recommended)

Just call the API, for example \`POST ${u.api}/analyze\`. Quotas: ${quotaSentence(f)}
(${u.pricingMd}).

## Optional: OAuth 2.0 client credentials

For clients whose framework insists on a bearer token. The token grants nothing anonymous access
does not; answers are identical with or without it.

1. Register a client (RFC 7591): \`POST ${u.oauthRegister}\` with a JSON object (it may be empty;
   \`client_name\` is optional). The answer carries \`client_id\` and \`client_secret\`; nothing is
   stored and the credentials do not expire.
2. Get a token (RFC 6749 §4.4): \`POST ${u.oauthToken}\` with a form body
   \`grant_type=client_credentials\`, \`client_id\` and \`client_secret\` (or HTTP Basic), and
   optionally \`resource\` (RFC 8707: this service's address or a tool server endpoint, such as
   \`${u.mcp}\`). The answer carries \`access_token\`, \`token_type: "Bearer"\`, \`expires_in\`
   (seconds) and \`scope: "analyze"\`.
3. Send \`Authorization: Bearer <access_token>\` until it expires, then get a new one.
4. Revoke it when done (RFC 7009): \`POST ${u.oauthRevoke}\` with the form field \`token\`
   (client authentication optional; a \`client_id\` alone is accepted).

A presented token that is invalid, expired or revoked is answered 401 with
\`WWW-Authenticate: Bearer resource_metadata="${u.protectedResourceMetadata}", error="invalid_token"\`:
drop the header (anonymous access works) or fetch a fresh token.

## Metadata

- Protected resource metadata (RFC 9728), the canonical description of both methods in its
  \`agent_auth\` block: ${u.protectedResourceMetadata}
- Each tool server endpoint has its own, at the same address followed by the endpoint's path
  (for example ${u.protectedResourceMetadata}/api/v1/mcp).
- Authorization server metadata (RFC 8414): ${u.authorizationServerMetadata}. Its
  \`authorization_endpoint\` exists because MCP clients require one; it answers every request
  with the OAuth error \`unsupported_response_type\`.
- Identity binding: \`POST ${u.oauthIdentity}\` only confirms that no identity binding exists.
`;
}

/** pricing.md: the numbers come from the configuration the service enforces. */
export function pricingMd(f: ServiceFacts): string {
  const u = f.urls;
  return `# pricing.md — pagegrade pricing

pagegrade is **free**. There are no plans, keys or payments; abuse is limited per client IP
address (IPv6 addresses per /64).

| Limit | Value | Applies to |
|---|---|---|
| Free analyses | ${f.limits.analysesPerDay} per day per IP | Every analysis: the website form, \`POST ${u.api}/analyze\`, jobs (one per URL) and the MCP tool \`analyze_website\` share it. |
| Burst | ${f.limits.burstPerMinute} requests per minute per IP | The analysis endpoints. |
| Reads | ${f.limits.readsPerMinute} requests per minute per IP | Job polling, the leaderboard, /ask, the MCP tools \`get_analysis\` and \`get_leaderboard\`, and the OAuth endpoints. |
| Batch size | 1 to ${f.batchMaxUrls} URLs | \`POST ${u.api}/analyses\` and \`${u.api}/analyses/batch\`; each URL spends one analysis. |
| Sandbox | unlimited sample answers | \`POST ${u.sandboxPrefix}/analyze\`${u.sandboxHost ? ` and the sandbox host ${u.sandboxHost}` : ''}; nothing is fetched or stored. |

Responses state the quota in \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`
(seconds until the window resets) for the policy closest to exhaustion (\`burst\` or \`daily\` on
the analysis endpoints, \`reads\` on the others), and every policy in \`RateLimit-Policy\` (quota
\`q\`, window \`w\` in seconds) and \`RateLimit\` (remaining \`r\`, seconds to reset \`t\`). A request over the quota is refused whole with 429
\`rate_limited\` and \`Retry-After\`; a refused batch spends nothing. A failed fetch costs nothing:
an analysis that could not fetch the page at all (\`fetch_failed\`, or \`blocked_host\` reached
through a redirect) gives its analysis back, at once for a synchronous one, when it fails for a job.

Reading results is free: reports, badges, the check catalogue, the documentation and the
discovery files count against no analysis quota. Full reports by e-mail are a feature of the
website for people, not of the API.
`;
}

/** deprecation-policy.md: the promises, and what is deprecated today from the operation tables. */
export function deprecationPolicyMd(f: ServiceFacts): string {
  const u = f.urls;
  const deprecated = deprecatedOperations(f);
  const current = currentVersionPath(u);
  const list = deprecated.length
    ? `| Operation | Method and path | Deprecated since | Sunset | Notes |\n|---|---|---|---|---|\n${deprecated
        .map((o) => `| \`${o.operationId}\` | \`${o.method.toUpperCase()} ${o.path}\` | ${o.deprecated!.since} | ${o.deprecated!.sunset} | ${o.deprecated!.link ?? '—'} |`)
        .join('\n')}`
    : 'Nothing is deprecated at present.';
  return `# Deprecation policy

The pagegrade API is path-versioned. The current version is \`${current}\` (description version
${f.version}).

## Stability

- ${current} is stable: fields and endpoints are only added, never renamed or removed, and their
  meaning does not change. Clients must ignore fields they do not know.
- Backwards-incompatible changes ship only under a new prefix (\`/api/v2\`), next to v1.

## Deprecation

- A deprecation is announced here, in the API index (${u.api}, \`endpoints[].deprecated\`) and in
  the OpenAPI description (${u.openapi}, \`deprecated: true\`).
- After the notice the operation stays available for at least ${GRACE_MONTHS} months; the
  service refuses to start with a sunset closer than that.
- For the whole grace period every response of a deprecated operation carries:
  - \`Deprecation: @<unix seconds>\` (RFC 9745), the moment it was deprecated;
  - \`Sunset: <HTTP date>\` (RFC 8594), when it stops being served;
  - \`Link: <${u.deprecationPolicy}>; rel="deprecation"; type="text/markdown"\`, and the same
    link with \`rel="sunset"\`.

## Deprecated operations

${list}
`;
}

/** The API reference in markdown, generated from the operation tables. */
export function apiReferenceMd(f: ServiceFacts): string {
  const u = f.urls;
  const rows = f.operations
    .map((o) => `| \`${o.method.toUpperCase()}\` | \`${o.path}\` | \`${o.operationId}\` | ${o.summary.replace(/\|/g, '\\|')}${o.deprecated ? ` **Deprecated** since ${o.deprecated.since}, sunset ${o.deprecated.sunset}.` : ''} |`)
    .join('\n');
  return `# pagegrade API reference

Base address: ${u.base}. Version ${f.version} under \`${currentVersionPath(u)}\`. Every JSON body
is \`application/json\`; the machine-readable contract is ${u.openapi}.

## Authentication

None. Every endpoint is anonymous and limited per client IP. An optional bearer token exists for
clients that need one; it changes nothing (${u.authMd}).

## Quotas

${quotaSentence(f)}. Analysis, job and leaderboard responses carry \`RateLimit-Limit\`,
\`RateLimit-Remaining\` and \`RateLimit-Reset\` of the policy closest to exhaustion, and
\`RateLimit-Policy\` and \`RateLimit\` with every policy; a 429 carries \`Retry-After\`. Details: ${u.pricingMd}.

## Retention

An \`Idempotency-Key\` is remembered ${f.idempotencyHours} hours per client; after that the same key
starts a new request. A finished job (\`complete\` or \`failed\`) can be read ${f.jobHours} hours after
it finished, then \`GET ${u.api}/analyses/{id}\` is \`404 not_found\`; its analysis stays, at its
\`reportUrl\`, ${f.analysisDays ? `for ${f.analysisDays} days after it was made; a site's best analysis, the one the
leaderboard shows, stays as long as it is the best (a complete job whose analysis is gone is
\`404 not_found\`)` : 'for as long as the service runs'}. A job that a restart of the server interrupts runs
again once; interrupted a second time, it fails with \`internal_error\`.
${u.sandboxHost ? `
## Sandbox

${u.sandboxHost} answers the same paths with the fixed sample: nothing is fetched, stored or
spent. So does the prefix ${u.sandboxPrefix} on this host.
` : ''}
## Operations

| Method | Path | operationId | What it does |
|---|---|---|---|
${rows}

## Errors

Every non-2xx answer is \`{"error": {"code", "message", "status", "documentation"}}\`. Clients
branch on \`code\`, never on the message:

| code | HTTP status |
|---|---|
${Object.entries(ERROR_STATUS)
  .map(([code, status]) => `| \`${code}\` | ${status} |`)
  .join('\n')}

\`invalid_token\` only answers a presented bearer token that is invalid or expired; no credential
at all is never an error.

\`service_unavailable\` (503, with \`Retry-After\`) answers any operation while the server shuts down:
new requests are refused, and a request still running at the end of the shutdown grace gets it
too. Retry after the seconds given; an async job that was running is resumed by the next start.
It also answers an analysis while the queue (Redis) is out of reach, at once, while reads go on.
Every rendering slot busy (\`"mode": "rendered"\`) answers the same.

\`store_unavailable\` (503, with \`Retry-After\`): PostgreSQL or Redis stayed out of reach longer
than the server retries; \`storage_full\` (503, with \`Retry-After\`): a write found the disk full.
Nothing was done in either case; a job that failed with one of them can be started again.

\`rendering_unavailable\` answers a request with \`"mode": "rendered"\` that this server cannot
render, before anything is spent or queued: **501** without \`Retry-After\` when no browser is
installed (retrying cannot help; ask for \`static\`), **503** with \`Retry-After\` when the
browser is installed but did not start or is stopping. A failed async job carries the code in its
\`error\`. Static analyses are never affected.

## Modes

The analysis requests take an optional \`mode\`: \`static\` (when omitted; the HTML as served) or
\`rendered\` (as Chromium draws the page after its scripts ran). \`POST ${u.api}/analyses/batch\`,
whose body is a bare array, takes it as the query parameter \`?mode=rendered\`. AnalysisSummary
and AnalysisJob say their \`mode\`. The leaderboard ranks static analyses only.

## Versioning

${currentVersionPath(u)} only grows; breaking changes ship under \`/api/v2\`; a deprecated operation
stays at least ${GRACE_MONTHS} months and says so in \`Deprecation\` and \`Sunset\` headers.
Policy: ${u.deprecationPolicy}.

## Discovery

API catalog ${u.apiCatalog} · AI catalog ${u.aiCatalog} · agent skills ${u.skillsIndex} ·
llms.txt ${u.llmsTxt} · agents ${u.agentsMd} · license ${u.licenseXml}.
`;
}
