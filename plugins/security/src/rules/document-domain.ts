import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/document-domain',
  dimension: 'security',
  title: 'Scripts do not relax the same-origin policy with document.domain',
  failureTitle: 'Scripts assign document.domain to relax the same-origin policy',
  description: 'Looks through inline and fetched scripts for assignments to `document.domain`.',
  why: 'Setting document.domain makes every page on sibling subdomains that does the same a single origin, so a flaw on any of them exposes this page. Chrome and Edge ignore the setter by default since version 115 (origin-keyed agent clusters), so code relying on it is also broken.',
  fix: 'Replace cross-subdomain DOM access with postMessage between the windows (with explicit origins) or with CORS requests, and remove the assignment.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developer.chrome.com/blog/document-domain-setter-deprecation'],
  create(ctx) {
    return {
      js: {
        AssignmentExpression(node, script) {
          const left = node['left'];
          if (left?.type !== 'MemberExpression') return;
          const obj = left.object;
          const isDocument = (obj?.type === 'Identifier' && obj.name === 'document') || (obj?.type === 'MemberExpression' && !obj.computed && obj.property?.name === 'document');
          const prop = left.computed ? (left.property?.type === 'Literal' ? left.property.value : null) : left.property?.name;
          if (isDocument && prop === 'domain') ctx.report({ script, offset: node.start }, `document.domain is assigned${script.origin === 'external' ? '' : ' in an inline script'}.`);
        },
      },
      end() {
        if (!ctx.page.scripts.length) return ctx.notApplicable('The page has no scripts to inspect.');
        return undefined;
      },
    };
  },
});
