import type { Element } from 'domhandler';
import { defineRule, dom, linkText } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';

const LEVELS = ['h1', 'h2', 'h3'];

export default defineRule({
  id: 'seo/duplicate-headings',
  dimension: 'seo',
  title: 'Main headings are distinct',
  failureTitle: 'Several main headings have the same text',
  description: 'Compares the text of <h1>–<h3> headings (case and white space ignored); each text used by more than one of them warns once, naming the text and the count.',
  why: 'Repeated headings give search engines and readers no extra information about what each section covers, and often reveal a template repeating its title block.',
  fix: 'Give each section a heading that says what that section is about; remove duplicated title blocks from the template.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const groups = new Map<string, { first: Element; text: string; count: number; second: Element | null }>();
    let total = 0;
    for (const tag of LEVELS) {
      for (const h of ctx.page.index.byTag.get(tag) ?? []) {
        const text = linkText(h, 200, 100);
        if (!text) continue;
        total++;
        const key = text.toLowerCase();
        const g = groups.get(key);
        if (g) {
          g.count++;
          g.second ??= h;
        } else groups.set(key, { first: h, text, count: 1, second: null });
      }
    }
    if (total < 2) return ctx.notApplicable('The page has fewer than two <h1>–<h3> headings with text.');
    for (const g of groups.values()) {
      if (g.count > 1) ctx.warn(g.second, `${g.count} headings read "${clip(g.text, 60)}" (${dom.selectorOf(g.first)} and others).`);
    }
    return undefined;
  },
});
