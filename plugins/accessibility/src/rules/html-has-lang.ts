import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'accessibility/html-has-lang',
  dimension: 'accessibility',
  title: 'The page declares its language',
  failureTitle: 'The <html> element has no lang attribute',
  description: 'Checks that the <html> element has a non-empty lang attribute giving the language of the page (xml:lang alone has no effect in an HTML document).',
  why: 'Screen readers pick their pronunciation rules and voice from the page language; without it, text is read with the user\'s default language rules and can be unintelligible. Browsers also use it for translation and hyphenation.',
  fix: 'Add the language to the root element, e.g. <html lang="en"> or <html lang="fr-CA">.',
  impact: 'serious',
  tags: ['axe:html-has-lang', 'act:b5c3f8', 'wcag:3.1.1', 'lighthouse:html-has-lang'],
  check(ctx) {
    const html = ctx.page.index.byTag.get('html')?.[0];
    if (!html) return ctx.fail('The document has no <html> element, so no lang attribute.');
    // In an HTML document xml:lang has no effect of its own: only lang sets the language.
    const lang = (html.attribs['lang'] ?? '').trim();
    if (!lang) {
      ctx.report(html, html.attribs['lang'] !== undefined ? 'The <html> element has an empty lang attribute.' : html.attribs['xml:lang'] !== undefined ? 'The <html> element has only xml:lang, which HTML documents ignore; it has no lang attribute.' : 'The <html> element has no lang attribute.');
      return undefined;
    }
    return ctx.pass(`lang="${lang}".`);
  },
});
