import { defineRule } from '@pagegrade/core';
import { firstContent, metaByProperty } from '../lib/meta.ts';

/** The four properties ogp.me lists as required for every page. */
const REQUIRED = ['og:title', 'og:type', 'og:image', 'og:url'];

export default defineRule({
  id: 'seo/og-required',
  dimension: 'seo',
  title: 'The page has the required Open Graph properties',
  failureTitle: 'Required Open Graph properties are missing',
  description: `Checks for the four properties the Open Graph protocol requires, each with content: ${REQUIRED.join(', ')}. Some missing warns; all missing fails.`,
  why: 'Facebook, LinkedIn, Slack and messengers build link previews from Open Graph; without it shares show a bare URL or a random image and get fewer clicks.',
  fix: 'Add <meta property="og:title">, og:type (usually "website" or "article"), og:image (an absolute URL) and og:url (the canonical URL) to <head>.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://ogp.me/#metadata'],
  check(ctx) {
    const missing = REQUIRED.filter((p) => !firstContent(metaByProperty(ctx.page, p)));
    if (missing.length === REQUIRED.length) return ctx.fail('The page has no Open Graph properties (og:title, og:type, og:image, og:url).');
    if (missing.length) return ctx.warning(`Missing or empty: ${missing.join(', ')}.`);
    return ctx.pass();
  },
});
