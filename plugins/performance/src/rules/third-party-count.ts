import { defineRule } from '@pagegrade/core';
import { references } from '../lib/refs.ts';
import { entityOf, thirdPartySite } from '../lib/sites.ts';

/** pagegrade's thresholds for distinct other sites the markup loads from. */
const WARN = 10;
const FAIL = 20;

export default defineRule({
  id: 'performance/third-party-count',
  dimension: 'performance',
  title: 'The page loads from few other sites',
  failureTitle: 'The page loads resources from many other sites',
  description: `Counts the distinct third-party sites (registrable domains other than the page's) that the markup and known CSS load scripts, stylesheets, images, frames, fonts and media from: more than ${WARN} is a warning, more than ${FAIL} a failure. Requests made later by scripts are not visible statically.`,
  why: 'Every additional site costs a DNS lookup, a TCP and TLS handshake and its own bandwidth contention, and each is another party that can slow down or break the page.',
  fix: 'Self-host static files (fonts, libraries, images) on the site\'s own origin or CDN, consolidate vendors, and drop embeds that are not essential.',
  impact: 'moderate',
  measures: 'count',
  tags: ['best-practice'],
  check(ctx) {
    const { page } = ctx;
    const sites = new Map<string, string>();
    for (const r of references(page)) {
      const site = thirdPartySite(page, r.url);
      if (site && !sites.has(site)) sites.set(site, entityOf(r.url)?.name ?? site);
    }
    const n = sites.size;
    ctx.measure(n, 'count');
    if (n === 0) return ctx.pass('No third-party resources are referenced.');
    const names = [...new Set(sites.values())];
    const detail = `${n} third-party site${n === 1 ? '' : 's'}: ${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''}.`;
    if (n > FAIL) return ctx.fail(detail);
    if (n > WARN) return ctx.warning(detail);
    return ctx.pass(detail);
  },
});
