import { defineRule, cssDecls } from '@pagegrade/core';
import { declTarget, declWhere, rootTarget, screenMedia, targetsBareTag } from '../lib/css.ts';

const TEXT = new Set(['p', 'li', 'article', 'main', 'section', 'td', 'dd', 'blockquote']);

export default defineRule({
  id: 'ui-ux/all-caps-text',
  dimension: 'uiux',
  title: 'Running text is not set in capitals',
  failureTitle: 'Running text is transformed to capitals',
  description:
    'Flags text-transform: uppercase on html, body or bare running-text selectors (p, li, article, main, section, td, dd, blockquote) and on style attributes of those elements, in screen media; each warns. Capitals on headings, buttons, labels and classes are not flagged.',
  why: 'Whole paragraphs in capitals are markedly slower to read because words lose their shape, feel like shouting, and are harder for people with dyslexia or low vision.',
  fix: 'Keep running text in sentence case; use capitals (with some letter-spacing) only for short labels and headings.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    for (const d of cssDecls(ctx.page, 'text-transform')) {
      if (d.value !== 'uppercase' || !screenMedia(d.rule?.media ?? null)) continue;
      const hit = d.rule
        ? rootTarget(d) || targetsBareTag(d.rule, TEXT)
        : !!d.element && (TEXT.has(d.element.name) || d.element.name === 'body');
      if (hit) ctx.warn(declTarget(d), `text-transform: uppercase in ${declWhere(d)} sets running text in capitals.`);
    }
    return undefined;
  },
});
