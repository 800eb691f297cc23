import { defineRule } from '@pagegrade/core';

/** Headers that exist only to announce the application stack. */
const HEADERS = ['x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version', 'x-generator', 'x-drupal-cache', 'x-runtime', 'x-version', 'x-php-version', 'x-owa-version', 'x-backend-server'];

export default defineRule({
  id: 'security/framework-disclosure-headers',
  dimension: 'security',
  title: 'No headers announce the application framework',
  failureTitle: 'Response headers announce the application framework or its version',
  description: `Checks the document response for headers whose only purpose is to announce the technology stack: ${HEADERS.join(', ')}. A header that includes a version number fails; one that names the technology only warns.`,
  why: 'Framework and language versions (PHP/7.4.3, ASP.NET 4.0.30319) point attackers to known vulnerabilities and make the site a target of automated scans; the headers have no use for visitors.',
  fix: 'Remove the headers: PHP `expose_php = Off`, Express `app.disable("x-powered-by")`, ASP.NET `<httpRuntime enableVersionHeader="false">` and removing X-Powered-By in IIS, or strip them at the proxy or CDN.',
  impact: 'minor',
  tags: ['webhint:no-disallowed-headers'],
  needs: ['headers'],
  check(ctx) {
    const h = ctx.page.headers;
    for (const name of HEADERS) {
      const v = h.get(name);
      if (v === null) continue;
      const label = `${name}: ${v.slice(0, 80)}`;
      if (/\d+\.\d+/.test(v.slice(0, 200))) ctx.report(null, `${label} reveals a version.`);
      else ctx.warn(null, `${label} announces the stack.`);
    }
    return undefined;
  },
});
