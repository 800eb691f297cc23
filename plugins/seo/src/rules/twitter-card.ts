import { defineRule, dom } from '@pagegrade/core';
import { firstContent, isAbsoluteHttpUrl, metaByName, metaByProperty } from '../lib/meta.ts';

const CARD_TYPES = new Set(['summary', 'summary_large_image', 'app', 'player']);

export default defineRule({
  id: 'seo/twitter-card',
  dimension: 'seo',
  title: 'The page declares a valid X (Twitter) card',
  failureTitle: 'The X (Twitter) card is missing or invalid',
  description:
    'Checks <meta name="twitter:card">: missing warns, a value other than summary, summary_large_image, app or player fails. A card needs a title (twitter:title or og:title, which X falls back to) and twitter:image, when present, must be an absolute URL.',
  why: 'X shows a rich preview of a shared link only when twitter:card is set, and other apps that read the tag (Discord, Slack) use it to choose the preview layout; without it a shared link is plain text on X.',
  fix: 'Add <meta name="twitter:card" content="summary_large_image"> plus a title and an absolute image URL (or rely on og:title and og:image).',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developer.x.com/en/docs/x-for-websites/cards/overview/markup'],
  check(ctx) {
    const page = ctx.page;
    const cards = metaByName(page, 'twitter:card').concat(metaByProperty(page, 'twitter:card').filter((m) => dom.hasAttr(m, 'property')));
    const card = cards[0];
    if (!card) return ctx.warning('No <meta name="twitter:card">; links shared on X show no preview card.');
    const type = (dom.attr(card, 'content') ?? '').trim().toLowerCase();
    if (!CARD_TYPES.has(type)) ctx.report(card, `twitter:card "${type.slice(0, 40)}" is not one of summary, summary_large_image, app, player.`);
    const title = firstContent(metaByName(page, 'twitter:title')) || firstContent(metaByProperty(page, 'og:title'));
    if ((type === 'summary' || type === 'summary_large_image') && !title) ctx.report(card, 'The card has no twitter:title and no og:title to fall back on.');
    const img = metaByName(page, 'twitter:image')[0];
    const src = img ? (dom.attr(img, 'content') ?? '').trim() : '';
    if (img && src && !isAbsoluteHttpUrl(src)) ctx.report(img, `twitter:image "${src.slice(0, 100)}" is not an absolute URL.`);
    return undefined;
  },
});
