import type { Element } from 'domhandler';
import { counting } from '../lib/page.ts';
import { defineRule, dom } from '@pagegrade/core';
import { robotsLines } from '../lib/robots.ts';

const RSL_TYPE = 'application/rsl+xml';

export default defineRule({
  id: 'geo/rsl-license',
  dimension: 'geo',
  title: 'RSL licence references are valid URLs',
  failureTitle: 'An RSL licence reference is malformed or broken',
  description:
    'Checks Really Simple Licensing (RSL 1.0) references: `License:` lines in robots.txt must hold an absolute http(s) URL; `<link rel="license" type="application/rsl+xml">` and the equivalent HTTP Link header must have a resolvable href; a referenced licence file the snapshot fetched must not answer 404/410. Not applicable when the site uses no RSL.',
  why: 'RSL tells AI crawlers and licensing platforms under which terms (free, attribution, pay-per-crawl) content may be used; a licence they cannot fetch is treated as no licence.',
  fix: 'Publish the RSL document (e.g. /license.xml) and reference it with an absolute URL: `License: https://example.com/license.xml` in robots.txt and/or `<link rel="license" type="application/rsl+xml" href="https://example.com/license.xml">`.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://rslstandard.org/rsl'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const refs: string[] = [];
    let reported = false;
    const report = (t: Parameters<typeof ctx.report>[0], d: string) => {
      reported = true;
      found.report(t, d);
    };
    const check = (abs: string, where: string, at: Element | null = null) => {
      refs.push(abs);
      const res = page.resourceByUrl(abs);
      if (res && res.state === 'missing') report(at, `${where} points to ${abs}, which answers ${res.status}.`);
    };
    robotsLines(page).forEach((raw, i) => {
      const m = /^\s*license\s*:\s*(\S*)/i.exec(raw.replace(/#.*$/, ''));
      if (!m) return;
      const value = m[1] ?? '';
      let ok = false;
      try {
        const u = new URL(value);
        ok = u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        ok = false;
      }
      if (!ok) report(null, `robots.txt line ${i + 1}: License "${value}" is not an absolute http(s) URL.`);
      else check(value, `robots.txt line ${i + 1}`);
    });
    for (const link of page.index.byTag.get('link') ?? []) {
      if (!dom.tokens(link, 'rel').includes('license')) continue;
      if ((dom.attr(link, 'type') ?? '').trim().toLowerCase() !== RSL_TYPE) continue;
      const href = dom.attr(link, 'href')?.trim() ?? '';
      const abs = href ? page.resolveUrl(href) : null;
      if (!abs) report(link, `The RSL licence link has ${href ? `an unresolvable href "${href}"` : 'no href'}.`);
      else check(abs, 'The RSL <link rel="license">', link);
    }
    for (const header of page.headers.all('link')) {
      for (const part of header.split(/,(?=\s*<)/)) {
        if (!/rel\s*=\s*"?[^";]*\blicense\b/i.test(part) || !part.toLowerCase().includes(RSL_TYPE)) continue;
        const m = /<([^>]*)>/.exec(part);
        const abs = m ? page.resolveUrl(m[1]!) : null;
        if (!abs) report(null, `The RSL Link header "${part.trim().slice(0, 80)}" has no usable URL.`);
        else check(abs, 'The RSL Link header');
      }
    }
    if (refs.length === 0 && !reported) return ctx.notApplicable('The site references no RSL licence.');
    return found.count ? undefined : ctx.pass(`RSL licence: ${refs[0]}.`);
  },
});
