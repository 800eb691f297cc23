import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/x-content-type-options',
  dimension: 'security',
  title: 'MIME sniffing is disabled (X-Content-Type-Options: nosniff)',
  failureTitle: 'X-Content-Type-Options: nosniff is missing or invalid',
  description: 'Checks that the document response sends `X-Content-Type-Options: nosniff`, the only valid value.',
  why: 'Without nosniff, browsers may guess a response\'s type from its content, so an uploaded file served as text or an image can be run as script or HTML. nosniff also makes browsers refuse scripts and stylesheets served with the wrong type.',
  fix: 'Send `X-Content-Type-Options: nosniff` on every response, and serve every file with its correct Content-Type.',
  impact: 'moderate',
  tags: ['observatory:x-content-type-options', 'webhint:x-content-type-options'],
  needs: ['headers'],
  check(ctx) {
    const v = ctx.page.headers.get('x-content-type-options');
    if (v === null) return ctx.fail('No X-Content-Type-Options header.');
    if (v.split(',')[0]!.trim().toLowerCase() !== 'nosniff') return ctx.fail(`X-Content-Type-Options is "${v.slice(0, 60)}"; the only valid value is nosniff.`);
    return ctx.pass();
  },
});
