import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/x-xss-protection',
  dimension: 'security',
  title: 'The legacy XSS auditor is not switched on',
  failureTitle: 'X-XSS-Protection enables the obsolete browser XSS auditor',
  description: 'Checks the X-XSS-Protection header: absent or `0` passes; any value that turns the filter on (`1`, `1; mode=block`, `1; report=…`) is a warning.',
  why: 'The XSS auditor was removed from Chrome and Edge and never existed in Firefox; where it still runs (old browsers) its blocking could be abused to disable legitimate scripts and leak information across origins. It gives no protection a Content Security Policy would not.',
  fix: 'Remove the header or send `X-XSS-Protection: 0`, and rely on a Content Security Policy instead.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['headers'],
  references: ['https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-XSS-Protection'],
  check(ctx) {
    const v = ctx.page.headers.get('x-xss-protection');
    if (v === null) return ctx.pass('No X-XSS-Protection header.');
    if (v.trim() === '0') return ctx.pass('X-XSS-Protection: 0 (auditor disabled).');
    return ctx.warning(`X-XSS-Protection: ${v.slice(0, 80)} switches on the obsolete XSS auditor; send 0 or drop the header.`);
  },
});
