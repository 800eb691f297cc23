import { defineRule, isThirdParty } from '@pagegrade/core';
import { fetchedSubresources, headersCaptured, shortUrl } from '../lib/common.ts';
import { duration, freshnessLifetime } from '../lib/http.ts';
import { elementFor } from '../lib/refs.ts';

/**
 * About 96 days: past this lifetime Lighthouse's uses-long-cache-ttl no longer lists a resource
 * (its cache-hit estimate is then high enough). Resources without any lifetime fail outright.
 */
const LONG = 96 * 86400;
const STATIC_ROLES = new Set(['script', 'stylesheet', 'font', 'image']);
const CACHEABLE_STATUS = new Set([200, 203, 206]);

export default defineRule({
  id: 'performance/cache-ttl',
  dimension: 'performance',
  title: 'Static resources are cached for a long time',
  failureTitle: 'Static resources have short or no cache lifetimes',
  description: 'Reads Cache-Control (max-age, no-store, no-cache) and Expires on every fetched script, stylesheet, font and image answered with status 200, 203 or 206. No caching at all (no lifetime, no-store, no-cache, max-age=0) fails; a lifetime under 96 days is a warning. Cache-Control: private is not penalised: it only keeps shared caches (CDNs, proxies) from storing the response, not the browser.',
  why: 'A repeat visitor re-downloads or at least revalidates every resource that is not cached for long, which costs round trips and bytes on each page view.',
  fix: 'Serve versioned (fingerprinted) static files with `Cache-Control: public, max-age=31536000, immutable` and change the file name when the content changes.',
  impact: 'moderate',
  tags: ['lighthouse:cache-insight', 'webhint:http-cache'],
  needs: ['headers'],
  check(ctx) {
    const { page } = ctx;
    let judged = 0;
    for (const res of fetchedSubresources(page)) {
      if (!STATIC_ROLES.has(res.role) || !CACHEABLE_STATUS.has(res.status) || !headersCaptured(res)) continue;
      judged++;
      const ttl = freshnessLifetime(res, page.fetchedAt);
      const who = `${res.role} ${shortUrl(res.url)}${isThirdParty(res.url, page.url) ? ' (third party)' : ''}`;
      if (ttl === null) ctx.report(elementFor(page, res.url), `The ${who} has no Cache-Control max-age or Expires header.`);
      else if (ttl === 0) ctx.report(elementFor(page, res.url), `The ${who} must be revalidated on every use (${res.headers.get('cache-control') !== null ? `Cache-Control: ${res.headers.get('cache-control')}` : `Expires: ${res.headers.get('expires')}`}).`);
      else if (ttl < LONG) ctx.warn(elementFor(page, res.url), `The ${who} is cached for only ${duration(ttl)}.`);
    }
    if (judged === 0) return ctx.notApplicable('No static resource (script, stylesheet, font or image) with captured headers is in the snapshot.');
    return undefined;
  },
});
