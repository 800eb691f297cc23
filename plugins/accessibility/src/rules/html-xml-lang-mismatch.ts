import { defineRule, primaryLanguage } from '@pagegrade/core';
import { judgeLang } from '../lib/lang.ts';

export default defineRule({
  id: 'accessibility/html-xml-lang-mismatch',
  dimension: 'accessibility',
  title: 'lang and xml:lang on <html> agree',
  failureTitle: 'The lang and xml:lang attributes of <html> name different languages',
  description: 'When the <html> element has both a valid lang and a valid xml:lang, checks that their primary language subtags are the same (en-GB and en agree, en and fr do not).',
  why: 'Different user agents read one attribute or the other; conflicting values make the language assistive technology uses depend on the browser.',
  fix: 'Make both attributes name the same language, or drop xml:lang (it has no effect in HTML documents).',
  impact: 'moderate',
  tags: ['axe:html-xml-lang-mismatch', 'wcag:3.1.1', 'lighthouse:html-xml-lang-mismatch'],
  check(ctx) {
    const html = ctx.page.index.byTag.get('html')?.[0];
    const lang = html?.attribs['lang']?.trim() ?? '';
    const xml = html?.attribs['xml:lang']?.trim() ?? '';
    if (!html || !lang || !xml) return ctx.notApplicable('<html> does not have both lang and xml:lang.');
    if (judgeLang(lang) === 'bad-primary' || judgeLang(xml) === 'bad-primary') return ctx.notApplicable('One of the two values is not a valid language (see html-lang-valid).');
    if (primaryLanguage(lang) !== primaryLanguage(xml)) {
      ctx.report(html, `lang="${lang}" but xml:lang="${xml}".`);
      return undefined;
    }
    return ctx.pass(`lang="${lang}" and xml:lang="${xml}" agree.`);
  },
});
