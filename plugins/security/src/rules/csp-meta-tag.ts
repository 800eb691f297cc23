import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { policiesOf } from '../lib/csp.ts';

/** Directives a <meta> policy cannot deliver (CSP3 §3.3). */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

export default defineRule({
  id: 'security/csp-meta-tag',
  dimension: 'security',
  title: 'The CSP <meta> element is placed and written so that it applies',
  failureTitle: 'Parts of the CSP <meta> element are ignored by browsers',
  description: `Checks each <meta http-equiv="Content-Security-Policy">: it must be in <head> (elsewhere browsers ignore it), it must come before any <script>, <style> or <link> it is meant to govern (it only applies to what follows), and it cannot carry ${HEADER_ONLY.join(', ')}, which browsers ignore in <meta>.`,
  why: 'A misplaced or misused <meta> policy gives a false sense of protection: scripts above it load unchecked, and clickjacking protection or violation reporting written into it never takes effect.',
  fix: 'Put the <meta> as the first child of <head>, and deliver frame-ancestors, sandbox and reporting through the Content-Security-Policy response header instead.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://www.w3.org/TR/CSP3/#meta-element'],
  check(ctx) {
    const { page } = ctx;
    const { enforced, ignoredMeta } = policiesOf(page);
    const metas = enforced.filter((p) => p.source === 'meta');
    if (!metas.length && !ignoredMeta.length) return ctx.notApplicable('The page has no CSP <meta> element.');
    for (const el of ignoredMeta) ctx.report(el, 'This CSP <meta> is outside <head>, so browsers ignore it.');
    let firstGoverned: { el: Element; start: number } | null = null;
    for (const tag of ['script', 'style', 'link']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        if (tag === 'link' && !dom.tokens(el, 'rel').some((r) => r === 'stylesheet' || r === 'preload' || r === 'modulepreload')) continue;
        const start = el.startIndex ?? 0;
        if (!firstGoverned || start < firstGoverned.start) firstGoverned = { el, start };
        break;
      }
    }
    for (const p of metas) {
      const el = p.element!;
      const ignored = HEADER_ONLY.filter((d) => p.csp.directives[d] !== undefined);
      if (ignored.length) ctx.report(el, `${ignored.join(', ')} ${ignored.length > 1 ? 'are' : 'is'} ignored in a <meta> policy; send ${ignored.length > 1 ? 'them' : 'it'} in the header.`);
      if (firstGoverned && firstGoverned.start < (el.startIndex ?? 0)) ctx.report(el, `The CSP <meta> comes after ${dom.snippet(firstGoverned.el, 70)}, which loads before the policy applies.`);
    }
    return undefined;
  },
});
