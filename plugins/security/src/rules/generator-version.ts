import { defineRule, dom } from '@pagegrade/core';

const DIGITS = /\d+(\.\d+)*/;
const LETTER = /[A-Za-z]/;

export default defineRule({
  id: 'security/generator-version',
  dimension: 'security',
  title: 'The markup does not reveal the CMS version',
  failureTitle: 'A generator meta tag reveals the CMS or framework version',
  description: 'Checks <meta name="generator"> elements for a version number (`WordPress 6.4.2`, `Drupal 10`, `Joomla! 4.3`). A product name without a version passes; no generator tag passes.',
  why: 'Automated scanners harvest generator tags to find sites running releases with known vulnerabilities in the CMS core; announcing the exact version makes the site an easy target as soon as a flaw is published.',
  fix: 'Remove the generator tag (WordPress: `remove_action(\'wp_head\', \'wp_generator\');`) or at least its version, and keep the CMS updated.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    // The <meta> elements from the index in end() (document order): no handler call per element.
    for (const el of ctx.page.index.byTag.get('meta') ?? []) {
      if ((dom.attr(el, 'name') ?? '').trim().toLowerCase() !== 'generator') continue;
      const content = (dom.attr(el, 'content') ?? '').trim();
      if (DIGITS.test(content.slice(0, 200)) && LETTER.test(content)) ctx.report(el, `<meta name="generator" content="${content.slice(0, 80)}"> reveals a version.`);
    }
    return undefined;
  },
});
