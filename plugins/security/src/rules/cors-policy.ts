import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/cors-policy',
  dimension: 'security',
  title: 'The page does not share credentialed content with arbitrary origins',
  failureTitle: 'The CORS headers of the page are dangerously permissive',
  description: 'Checks the CORS response headers of the document. Access-Control-Allow-Origin `null` fails (sandboxed frames and data: URLs of any site send that origin); `*` together with Access-Control-Allow-Credentials: true fails (browsers refuse the combination, and it usually means the server falls back to reflecting the caller\'s origin); several origins in one header fail (invalid). `*` alone passes: public content readable by any site. No CORS headers pass.',
  why: 'A page that lets other origins read it with the user\'s cookies exposes everything the logged-in user sees (account data, CSRF tokens) to any site the user visits.',
  fix: 'Only send Access-Control-Allow-Origin for resources meant to be read cross-origin; with credentials, echo a single origin from an explicit allow-list (and add `Vary: Origin`), never `null` or a blindly reflected value.',
  impact: 'moderate',
  tags: ['observatory:cross-origin-resource-sharing'],
  needs: ['headers'],
  references: ['https://fetch.spec.whatwg.org/#http-cors-protocol'],
  check(ctx) {
    const h = ctx.page.headers;
    const values = h.all('access-control-allow-origin');
    if (!values.length) return ctx.pass('No Access-Control-Allow-Origin: other origins cannot read the page.');
    const acao = values.join(', ').trim();
    const creds = (h.get('access-control-allow-credentials') ?? '').trim().toLowerCase() === 'true';
    if (values.length > 1 || /[,\s]/.test(acao)) return ctx.fail(`Access-Control-Allow-Origin "${acao.slice(0, 100)}" lists several values; browsers accept exactly one origin or *.`);
    if (acao.toLowerCase() === 'null') return ctx.fail('Access-Control-Allow-Origin: null lets any sandboxed iframe or data: document read the page.');
    if (acao === '*' && creds) return ctx.fail('Access-Control-Allow-Origin: * with Access-Control-Allow-Credentials: true; browsers reject it, and the server likely reflects origins when asked.');
    if (acao === '*') return ctx.pass('Access-Control-Allow-Origin: * without credentials: public content only.');
    return ctx.pass(`Access-Control-Allow-Origin: ${acao.slice(0, 80)}${creds ? ' with credentials' : ''}.`);
  },
});
