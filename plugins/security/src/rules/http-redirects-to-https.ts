import { defineRule, type Resource } from '@pagegrade/core';

const MAX_HOPS = 10;

function locationOf(r: Resource): string | null {
  const loc = r.redirectURL || r.headers.get('location');
  if (!loc) return null;
  try {
    return new URL(loc.trim(), r.url).href;
  } catch {
    return null;
  }
}

export default defineRule({
  id: 'security/http-redirects-to-https',
  dimension: 'security',
  title: 'The http:// URL redirects to HTTPS',
  failureTitle: 'The http:// URL of the page does not redirect to HTTPS',
  description: 'Fetches the http:// variant of the HTTPS page and checks that its first response is a permanent redirect (301 or 308) to an https:// URL on the same host. A temporary redirect (302, 303, 307) or a first hop to another host or to another http:// URL is a warning; serving content or an error over HTTP fails.',
  why: 'Users and old links still type or follow http:// URLs. Without a redirect they stay on an unencrypted page; a first hop to another host means the original host never gets to set HSTS, and a temporary redirect is not cached, so every visit starts with a plain-HTTP request.',
  fix: 'Answer every http:// request with `301 Moved Permanently` (or 308) to the same path on `https://` of the same host, before any other redirect (for example to www).',
  impact: 'serious',
  tags: ['observatory:redirection', 'lighthouse:redirects-http'],
  needs: ['https', 'httpVariant'],
  check(ctx) {
    const { page } = ctx;
    const variants = page.resourcesOf('httpVariant');
    const first = variants.find((r) => r.url.startsWith('http:')) ?? variants[0]!;
    const host = page.location?.hostname ?? '';
    if (first.status < 300 || first.status >= 400 || first.status === 304) {
      return ctx.fail(`${first.url.slice(0, 100)} answers ${first.status} over plain HTTP instead of redirecting to HTTPS.`);
    }
    const target = locationOf(first);
    if (!target) return ctx.fail(`${first.url.slice(0, 100)} answers ${first.status} without a usable Location header.`);
    const permanent = first.status === 301 || first.status === 308;
    const t = new URL(target);
    if (t.protocol === 'https:') {
      if (t.hostname !== new URL(first.url).hostname) {
        return ctx.warning(`${first.url.slice(0, 100)} redirects straight to another host (${target.slice(0, 100)}); redirect to https://${new URL(first.url).hostname} first so it can set HSTS.`);
      }
      if (!permanent) return ctx.warning(`${first.url.slice(0, 100)} redirects to HTTPS with a temporary ${first.status}; use 301 or 308.`);
      return ctx.pass(`${first.url.slice(0, 100)} → ${first.status} → ${target.slice(0, 100)}.`);
    }
    // The first hop stays on HTTP: follow the chain if the fetcher recorded it.
    let cur: string | null = target;
    for (let hop = 0; cur && hop < MAX_HOPS; hop++) {
      if (cur.startsWith('https:')) return ctx.warning(`${first.url.slice(0, 100)} first redirects to another http:// URL (${target.slice(0, 100)}) and only later to HTTPS; make the first redirect go to https://${host}.`);
      const next = variants.find((r) => r.url === cur);
      cur = next && next.status >= 300 && next.status < 400 ? locationOf(next) : null;
    }
    return ctx.warning(`${first.url.slice(0, 100)} redirects to another plain-HTTP URL (${target.slice(0, 100)}); the first redirect should go to https://${host}.`);
  },
});
