import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'accessibility/html-has-lang',
  dimension: 'accessibility',
  title: 'The page declares its language',
  failureTitle: 'The <html> element has no lang attribute',
  description: 'Checks that the <html> element has a non-empty lang (or xml:lang) attribute giving the language of the page.',
  why: 'Screen readers pick their pronunciation rules and voice from the page language; without it, text is read with the user\'s default language rules and can be unintelligible. Browsers also use it for translation and hyphenation.',
  fix: 'Add the language to the root element, e.g. <html lang="en"> or <html lang="fr-CA">.',
  impact: 'serious',
  tags: ['axe:html-has-lang', 'act:b5c3f8', 'wcag:3.1.1', 'lighthouse:html-has-lang'],
  create(ctx) {
    return {
      end() {
        const html = ctx.page.index.byTag.get('html')?.[0];
        if (!html) return ctx.fail('The document has no <html> element, so no lang attribute.');
        const lang = (html.attribs['lang'] ?? '').trim() || (html.attribs['xml:lang'] ?? '').trim();
        if (!lang) {
          ctx.report(html, html.attribs['lang'] !== undefined ? 'The <html> element has an empty lang attribute.' : 'The <html> element has no lang attribute.');
          return undefined;
        }
        return ctx.pass(`lang="${lang}".`);
      },
    };
  },
});
