import { defineRule, isThirdParty, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';

/** The sourceMappingURL comment sits at the end of the file; only the tail is read. */
const TAIL = 600;

function mapReference(text: string): string | null {
  const tail = text.slice(-TAIL);
  const at = tail.lastIndexOf('sourceMappingURL=');
  if (at === -1) return null;
  const before = tail.slice(Math.max(0, at - 4), at);
  if (!/[#@]\s?$/.test(before)) return null;
  const m = /^sourceMappingURL=([^\s*'"]+)/.exec(tail.slice(at, at + 300));
  return m ? m[1]! : null;
}

/** What the check has looked at on a page so far. */
interface Seen {
  checked: number;
  found: number;
}

function check(ctx: RuleContext, seen: Seen, origin: string, url: string, text: string, element: Element | null, kind: 'script' | 'stylesheet'): void {
  const page = ctx.page;
  if (origin === 'style-attribute' || origin === 'event-handler') return;
  if (origin === 'external' && isThirdParty(url, page.url)) return;
  seen.checked++;
  const res = origin === 'external' ? page.resourceByUrl(url) : undefined;
  const header = res?.headers.get('sourcemap') ?? res?.headers.get('x-sourcemap') ?? null;
  const ref = header ?? mapReference(text);
  if (!ref) return;
  seen.found++;
  const where = origin === 'external' ? url : `inline ${kind} at line ${page.position(element?.startIndex ?? 0).line}`;
  const what = ref.startsWith('data:') ? `embeds a ${Math.round(ref.length / 1024)} KB data: source map` : `references source map ${ref.slice(0, 100)}${header ? ' (SourceMap header)' : ''}`;
  ctx.warn(element, `${where} ${what}.`);
}

export default defineRule({
  id: 'code-quality/source-maps',
  dimension: 'codeQuality',
  title: 'Production code does not publish source maps',
  failureTitle: 'First-party scripts or stylesheets reference source maps',
  description: 'Checks the fetched first-party external scripts and stylesheets, and inline ones, for a `sourceMappingURL` comment at the end of the file, and their responses for a SourceMap / X-SourceMap header. Embedded (data:) maps are reported as well. Whether the referenced .map file is actually reachable is not fetched, so this is a warning.',
  why: 'A reachable source map hands out the original, unminified source — comments, internal API routes, feature flags, sometimes secrets — and an inline data: map also makes every visitor download it.',
  fix: 'Stop publishing maps (e.g. webpack devtool: false or "hidden-source-map"), or upload them only to your error tracker, or restrict the .map URLs to internal networks.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const seen: Seen = { checked: 0, found: 0 };
    for (const s of page.scripts) check(ctx, seen, s.origin, s.url, s.text, s.element, 'script');
    for (const s of page.stylesheets) check(ctx, seen, s.origin, s.url, s.text, s.element, 'stylesheet');
    const checked = seen.checked;
    if (!checked) return ctx.notApplicable('The page has no first-party scripts or stylesheets whose content was fetched.');
    return seen.found ? undefined : ctx.pass(`${checked} first-party script${checked === 1 ? '' : 's'} and stylesheet${checked === 1 ? '' : 's'} checked.`);
  },
});
