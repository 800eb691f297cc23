import type { Context, Next } from 'koa';
import type { RouteDeps } from '../deps.ts';
import { pathOf } from '../pages/layout.ts';
import { REPORT_SCRIPT_SOURCE } from '../pages/report-nav.ts';

/** Browser features no page of ours uses, switched off for the page and anything it could embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((f) => `${f}=()`)
  .join(', ');

/** The name of the Reporting API endpoint for CSP reports (Reporting-Endpoints / report-to). */
const REPORT_GROUP = 'csp';

/**
 * The policy of our HTML pages: no script but the report's one (by its hash: it opens the check a
 * link points to; every page works without it), CSS, images and the manifest from our own
 * origin only, forms only to ourselves, never framed. Inline <style> and style attributes are
 * refused too, which is why the pages use one external stylesheet.
 */
function pagePolicy(https: boolean, reportUrl: string): string {
  return [
    "default-src 'none'",
    `script-src ${REPORT_SCRIPT_SOURCE}`,
    "style-src 'self'",
    "img-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
    `report-uri ${reportUrl}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

/**
 * Everything else (JSON, text files, SVG badges) is data, never a document: it may load nothing
 * and never be framed, even when opened directly in a browser.
 */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

function isHtml(ctx: Context): boolean {
  return /^text\/html\b/i.test(ctx.response.get('Content-Type'));
}

/**
 * The response headers every answer carries, and the stricter set of a page. Set before the
 * route runs (some routes stream their answer themselves) and adjusted for HTML afterwards.
 *
 * Data (the API, discovery files, badges, icons) is meant to be used from other sites: it is
 * Cross-Origin-Resource-Policy: cross-origin, so a badge can be embedded anywhere and a page on
 * a cross-origin-isolated site can still load it. Pages are same-origin and isolated.
 */
export function securityHeaders(deps: Pick<RouteDeps, 'config' | 'urls'>) {
  const https = new URL(deps.config.publicUrl).protocol === 'https:';
  // Relative, so reports go back to whichever of our hosts served the page, over its own scheme.
  const reports = pathOf(deps.urls.cspReports);
  const page = pagePolicy(https, reports);
  const reportingEndpoints = `${REPORT_GROUP}="${reports}"`;
  return async function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Content-Security-Policy', DATA_POLICY);
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    // Browsers ignore HSTS over plain HTTP, and a development server must not pin localhost.
    if (https) ctx.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
    await next();
    if (ctx.headerSent || !isHtml(ctx)) return;
    ctx.set('Content-Security-Policy', page);
    ctx.set('Reporting-Endpoints', reportingEndpoints);
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Embedder-Policy', 'require-corp');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
