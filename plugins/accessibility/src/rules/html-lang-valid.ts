import { defineRule } from '@pagegrade/core';
import { judgeLang } from '../lib/lang.ts';

export default defineRule({
  id: 'accessibility/html-lang-valid',
  dimension: 'accessibility',
  title: 'The page language is a valid language tag',
  failureTitle: 'The lang attribute of <html> is not a valid language',
  description: 'Checks the lang attribute of <html> against the IANA language subtag registry (BCP 47): an unknown primary language (lang="english", lang="xx") fails; a current language whose later subtags are malformed (en-US-GB, en-XX) passes, as assistive technology reads its language (as axe-core and ACT judge it); a registered language written so that it cannot be read as current (en_US, the deprecated iw, private-use qaa) warns.',
  why: 'Screen readers only switch to the right pronunciation when they recognise the language code; an invalid code is ignored or misread.',
  fix: 'Use a BCP 47 tag: a two- or three-letter ISO 639 language code, optionally followed by a region with a hyphen, e.g. "en", "en-GB", "pt-BR".',
  impact: 'serious',
  tags: ['axe:html-lang-valid', 'act:bf051a', 'wcag:3.1.1', 'lighthouse:html-lang-valid'],
  check(ctx) {
    const html = ctx.page.index.byTag.get('html')?.[0];
    const lang = html ? (html.attribs['lang'] ?? '').trim() : '';
    if (!html || !lang) return ctx.notApplicable('The <html> element has no lang attribute (see html-has-lang).');
    const v = judgeLang(lang);
    if (v === 'bad-primary') ctx.report(html, `lang="${lang}" is not a registered language code.`);
    else if (v === 'bad-tag') ctx.warn(html, `lang="${lang}" names a known language but is not a well-formed, current BCP 47 tag (use a hyphen and current registered subtags, e.g. "en-US", or "he" rather than the deprecated "iw").`);
    else if (v === 'primary-only') return ctx.pass(`lang="${lang}" names the language "${lang.split('-')[0]}", which assistive technology reads; the subtags after it are not a well-formed BCP 47 tag.`);
    else return ctx.pass(`lang="${lang}" is valid.`);
    return undefined;
  },
});
