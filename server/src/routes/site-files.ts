import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { RouteDeps } from '../deps.ts';
import { setQuotaHeaders } from '../http/rate-limit.ts';
import { ASSETS, type AssetName } from '../pages/assets.ts';
import { pathOf } from '../pages/layout.ts';
import { BRAND, BRAND_BACKGROUND } from '../pages/logo.ts';
import { sendCached } from '../http/cached.ts';
import type { LeaderboardPage } from '../service/leaderboard.ts';

/** How many leaderboard reports the sitemap lists (the best analysis of each site). */
const SITEMAP_REPORTS = 1000;

/**
 * How far ahead security.txt's Expires lies. RFC 9116 §2.5.5 recommends less than a year; the file
 * is written on each request (and cached a day), so a quarter keeps it well inside that and never
 * stale while the service runs.
 */
const SECURITY_TXT_LIFETIME_MS = 90 * 86_400_000;

/**
 * The day the GPC statement was last reviewed. The service honours Global Privacy Control
 * trivially: it sells and shares nothing and sets no tracking (see the privacy page).
 */
const GPC_LAST_UPDATE = '2026-11-22';

/** AI training crawlers named in robots.txt, so the policy for them is stated rather than implied. */
const AI_TRAINING_CRAWLERS = ['GPTBot', 'ClaudeBot', 'Google-Extended', 'Applebot-Extended', 'CCBot', 'meta-externalagent'];

function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export function robotsTxt(urls: RouteDeps['urls']): string {
  // The form endpoint only answers POST; nothing else is kept from crawlers. The usage terms agree
  // with license.xml: search and AI answers everywhere; training is granted only for /docs/ there,
  // since reports quote other people's pages, so the site-wide signal says ai-train=no.
  const rules = ['Allow: /', 'Disallow: /analyze', 'Content-Signal: search=yes, ai-input=yes, ai-train=no'];
  return [
    '# pagegrade: public reports and documentation about web page quality.',
    '# Search engines, AI answer engines and AI agents are welcome; usage terms are in the licence.',
    'User-agent: *',
    ...rules,
    '',
    '# AI training crawlers may crawl like everyone; what they may use is stated on purpose.',
    ...AI_TRAINING_CRAWLERS.map((ua) => `User-agent: ${ua}`),
    ...rules,
    '',
    `License: ${urls.licenseXml}`,
    `Sitemap: ${urls.sitemap}`,
    '',
  ].join('\n');
}

export function securityTxt(urls: RouteDeps['urls'], now: number): string {
  const canonical = new URL(urls.securityTxt);
  canonical.protocol = 'https:';
  return [
    `# Security contact for ${urls.home}`,
    `Contact: ${urls.securityContact}`,
    `Expires: ${new Date(now + SECURITY_TXT_LIFETIME_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    // RFC 9116 §2.5.2: where the file lives, so a copy served elsewhere is not trusted. Its web
    // URIs must be https:// (and §3 requires the file itself to be served over HTTPS), so a
    // plain-HTTP development server names the address production serves it at.
    `Canonical: ${canonical.href}`,
    '',
  ].join('\n');
}

export function webManifest(urls: RouteDeps['urls']): object {
  return {
    id: pathOf(urls.home),
    name: 'pagegrade',
    short_name: 'pagegrade',
    description: 'Grades a public web page from 0 to 100 in eight dimensions, with every issue and how to fix it.',
    lang: 'en',
    start_url: pathOf(urls.home),
    scope: pathOf(urls.home),
    display: 'standalone',
    theme_color: BRAND,
    background_color: BRAND_BACKGROUND,
    icons: [
      { src: pathOf(urls.faviconSvg), type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: pathOf(urls.icon192), type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: pathOf(urls.icon512), type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: pathOf(urls.iconMaskable), type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}

async function sitemapXml(deps: Pick<RouteDeps, 'urls' | 'leaderboard'>): Promise<string> {
  const { urls } = deps;
  const pages = [urls.home, urls.leaderboardPage, urls.checksDocs, urls.scoringDocs, urls.apiPage, urls.errorDocs, urls.privacy].map((loc) => `<url><loc>${xmlEscape(loc)}</loc></url>`);
  const reports: string[] = [];
  let cursor: string | null = null;
  do {
    const page: LeaderboardPage = await deps.leaderboard.page(100, cursor);
    for (const e of page.entries) reports.push(`<url><loc>${xmlEscape(e.reportUrl)}</loc></url>`);
    cursor = page.nextCursor;
  } while (cursor && reports.length < SITEMAP_REPORTS);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...reports.slice(0, SITEMAP_REPORTS)].join('\n')}\n</urlset>\n`;
}

/** The static files: the stylesheet and the icons, cacheable for a year when asked by version. */
const STATIC_FILES: Array<[keyof RouteDeps['urls'], AssetName]> = [
  ['stylesheet', 'stylesheet'],
  ['faviconSvg', 'faviconSvg'],
  ['faviconIco', 'faviconIco'],
  ['appleTouchIcon', 'appleTouchIcon'],
  ['icon192', 'icon192'],
  ['icon512', 'icon512'],
  ['iconMaskable', 'iconMaskable'],
  ['socialImage', 'socialImage'],
];

/** The reports browsers send, legacy (report-uri) and Reporting API, accepted as JSON. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/**
 * The website's own files: robots.txt, the sitemap, security.txt, the web app manifest, the icons
 * and the stylesheet, and the endpoint that receives Content-Security-Policy violation reports.
 */
export function siteFilesRouter(deps: RouteDeps): Router {
  const router = new Router();
  const { urls } = deps;

  router.get(pathOf(urls.robotsTxt), (ctx) => sendCached(ctx, 'text/plain; charset=utf-8', robotsTxt(urls), 'public, max-age=86400'));
  router.get(pathOf(urls.securityTxt), (ctx) => sendCached(ctx, 'text/plain; charset=utf-8', securityTxt(urls, deps.now()), 'public, max-age=86400'));
  router.get(pathOf(urls.gpcJson), (ctx) => sendCached(ctx, 'application/json', JSON.stringify({ gpc: true, lastUpdate: GPC_LAST_UPDATE }), 'public, max-age=86400'));
  router.get(pathOf(urls.webManifest), (ctx) => sendCached(ctx, 'application/manifest+json; charset=utf-8', JSON.stringify(webManifest(urls)), 'public, max-age=86400'));
  router.get(pathOf(urls.sitemap), async (ctx) => sendCached(ctx, 'application/xml; charset=utf-8', await sitemapXml(deps), 'public, max-age=3600'));

  for (const [url, name] of STATIC_FILES) {
    router.get(pathOf(urls[url] as string), (ctx) => {
      const asset = ASSETS[name]();
      // A reference with the current version may be kept for a year: a new file gets a new version.
      const pinned = ctx.query['v'] === asset.version;
      sendCached(ctx, asset.type, asset.body, pinned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    });
  }

  const reportBody = koaBody({ json: true, jsonLimit: 16 * 1024, urlencoded: false, text: false, multipart: false, jsonTypes: REPORT_TYPES });
  router.post(pathOf(urls.cspReports), reportBody, async (ctx) => {
    setQuotaHeaders(ctx, await deps.limits.spendRead(deps.clientIp(ctx)));
    const body = (ctx.request as { body?: unknown }).body;
    const reports = Array.isArray(body) ? body : [body];
    for (const r of reports.slice(0, 10)) {
      const report = (r && typeof r === 'object' ? ((r as Record<string, unknown>)['csp-report'] ?? (r as Record<string, unknown>)['body'] ?? r) : {}) as Record<string, unknown>;
      const field = (...names: string[]) => names.map((n) => report[n]).find((v) => typeof v === 'string') as string | undefined;
      deps.log({
        level: 'warn',
        msg: 'content security policy violation',
        document: field('document-uri', 'documentURL')?.slice(0, 300),
        directive: field('effective-directive', 'violated-directive', 'effectiveDirective')?.slice(0, 100),
        blocked: field('blocked-uri', 'blockedURL')?.slice(0, 300),
      });
    }
    ctx.status = 204;
  });

  return router;
}
