import { defineRule, type Script } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';

type Node = Record<string, any>;

/** `location`, `window.location`, `document.location`, `top.location`, `self.location` (optionally `.href`). */
function isLocation(n: Node | undefined): boolean {
  if (!n) return false;
  if (n['type'] === 'Identifier') return n['name'] === 'location';
  if (n['type'] !== 'MemberExpression' || n['computed']) return false;
  const prop = n['property']?.['name'];
  if (prop === 'href') return isLocation(n['object']);
  if (prop !== 'location') return false;
  const obj = n['object'];
  return obj?.['type'] === 'Identifier' && ['window', 'document', 'top', 'self', 'globalThis'].includes(obj['name']);
}

function literal(n: Node | undefined): string | null {
  if (!n) return null;
  if (n['type'] === 'Literal' && typeof n['value'] === 'string') return n['value'];
  if (n['type'] === 'TemplateLiteral' && n['expressions']?.length === 0) return n['quasis']?.[0]?.['value']?.['cooked'] ?? null;
  return null;
}

/** The redirect a top-level statement performs, or undefined: target URL text, or null when computed. */
function redirectOf(stmt: Node): string | null | undefined {
  if (stmt['type'] !== 'ExpressionStatement') return undefined;
  const e = stmt['expression'] as Node;
  if (e['type'] === 'AssignmentExpression' && e['operator'] === '=' && isLocation(e['left'])) return literal(e['right']);
  if (e['type'] === 'CallExpression' && e['callee']?.['type'] === 'MemberExpression' && !e['callee']['computed']) {
    const m = e['callee']['property']?.['name'];
    if ((m === 'replace' || m === 'assign') && isLocation(e['callee']['object'])) return literal(e['arguments']?.[0]);
  }
  return undefined;
}

export default defineRule({
  id: 'seo/js-redirect',
  dimension: 'seo',
  title: 'The page does not redirect with JavaScript',
  failureTitle: 'The page redirects visitors with JavaScript',
  description:
    'Looks at the top-level statements of every script (inline and fetched) for an unconditional redirect: an assignment to location, window.location or location.href, or a call to location.replace() / location.assign(). Redirects inside functions or conditions (click handlers, consent flows) are not judged. Each top-level redirect warns.',
  why: 'A JavaScript redirect only takes effect after the page is rendered: crawlers that do not run scripts never follow it, and those that do treat it as a weaker signal than an HTTP 301, so the old URL can stay indexed.',
  fix: 'Replace the script with a server-side 301 (or 308) redirect from this URL to the target.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/301-redirects#jslocation'],
  check(ctx) {
    const scripts = ctx.page.scripts.filter((s: Script) => s.ast);
    if (scripts.length === 0) return ctx.notApplicable('The page has no parseable scripts.');
    for (const s of scripts) {
      const body = ((s.ast as unknown as Node)['body'] ?? []) as Node[];
      for (const stmt of body) {
        const target = redirectOf(stmt);
        if (target === undefined) continue;
        const where = s.origin === 'external' ? `Script ${clip(s.url, 80)}` : 'An inline script';
        const to = target === null ? 'a computed URL' : clip(ctx.page.resolveUrl(target) ?? target, 100);
        ctx.warn({ script: s, offset: stmt['start'] as number }, `${where} redirects every visitor to ${to}.`);
      }
    }
    return undefined;
  },
});
