import { defineRule } from '@pagegrade/core';

/** A product token with a version: "Apache/2.4.41", "nginx/1.18.0", "Microsoft-IIS/10.0". */
const VERSIONED = /[A-Za-z][\w.-]{0,40}\/v?\d+(\.\d+)*/;

export default defineRule({
  id: 'security/server-header-version',
  dimension: 'security',
  title: 'The Server header does not reveal software versions',
  failureTitle: 'The Server header reveals the web server\'s software version',
  description: 'Checks the Server response header for product tokens with version numbers (`nginx/1.18.0`, `Apache/2.4.41 (Ubuntu) OpenSSL/1.1.1f`). A product name without a version passes.',
  why: 'An exact version tells attackers which published vulnerabilities to try, and makes the site easy to find in mass scans for a vulnerable release. It helps no legitimate visitor.',
  fix: 'Hide the version: nginx `server_tokens off;`, Apache `ServerTokens Prod` and `ServerSignature Off`, IIS `removeServerHeader="true"` in requestFiltering.',
  impact: 'minor',
  tags: ['webhint:no-disallowed-headers'],
  needs: ['headers'],
  check(ctx) {
    const server = ctx.page.headers.get('server');
    if (server === null) return ctx.pass('No Server header.');
    const m = VERSIONED.exec(server.slice(0, 200));
    if (m) return ctx.fail(`Server: ${server.slice(0, 100)} reveals the version ${m[0]}.`);
    return ctx.pass(`Server: ${server.slice(0, 60)} (no version).`);
  },
});
