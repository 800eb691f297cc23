import { defineRule, dom, isValidLanguageTag, primaryLanguage } from '@pagegrade/core';
import { alternatesOf } from '../lib/hreflang.ts';
import { sameDocument } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/html-lang',
  dimension: 'seo',
  title: 'The page declares a valid language that agrees with its other language signals',
  failureTitle: 'The page language is missing, invalid or contradicts other signals',
  description:
    "Checks that <html lang> is present and a valid BCP 47 tag (missing or invalid fails), then that its primary language agrees with the page's own hreflang entry and with a Content-Language header when they exist (disagreement warns).",
  why: 'Bing and answer engines use the declared language (Google detects it from the text) to match the page to searchers of that language; contradictory signals make them guess.',
  fix: 'Set <html lang="…"> to the language of the content, and keep it consistent with the self-referencing hreflang and any Content-Language header.',
  impact: 'minor',
  tags: ['axe:html-has-lang', 'axe:html-lang-valid'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        const html = page.index.byTag.get('html')?.[0];
        if (!html) return ctx.fail('The document has no <html> start tag, so it declares no language.');
        const lang = (dom.attr(html, 'lang') ?? '').trim();
        if (!lang) return ctx.fail('<html> has no lang attribute.');
        if (!isValidLanguageTag(lang)) return ctx.fail(`<html lang="${lang.slice(0, 40)}"> is not a valid language tag.`);
        const primary = primaryLanguage(lang);
        const self = alternatesOf(page).find((a) => a.url && a.lang.toLowerCase() !== 'x-default' && sameDocument(a.url, page.url));
        if (self && isValidLanguageTag(self.lang) && primaryLanguage(self.lang) !== primary) {
          ctx.warn(html, `<html lang="${lang}"> but the page's own hreflang says "${self.lang}".`);
        }
        if (page.headersKnown) {
          const cl = page.headers.get('content-language');
          if (cl) {
            const langs = cl.split(',').map((s) => s.trim()).filter(Boolean);
            if (langs.length === 1 && isValidLanguageTag(langs[0]!) && primaryLanguage(langs[0]!) !== primary) {
              ctx.warn(html, `<html lang="${lang}"> but the Content-Language header says "${langs[0]}".`);
            }
          }
        }
        return undefined;
      },
    };
  },
});
