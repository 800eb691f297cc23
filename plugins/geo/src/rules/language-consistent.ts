import { defineRule, dom, isValidLanguageTag, primaryLanguage } from '@pagegrade/core';
import { text } from '../lib/jsonld.ts';
import { ldNodes } from '../lib/jsonld.ts';
import { metaContent } from '../lib/page.ts';

export default defineRule({
  id: 'geo/language-consistent',
  dimension: 'geo',
  title: 'The page language is declared and every declaration agrees',
  failureTitle: 'The page language is undeclared or declared inconsistently',
  description:
    'Collects the language declarations a machine reads: `<html lang>`, the Content-Language header, `og:locale` and JSON-LD `inLanguage`. Fails when none gives a valid BCP 47 tag; warns when their primary languages disagree (e.g. lang="en" but inLanguage "de"). (The accessibility rules judge <html lang> alone for screen readers.)',
  why: 'Answer engines answer in the user\'s language and pick sources accordingly; a page that declares no language, or contradicting ones, may be indexed for the wrong audience or skipped for translation.',
  fix: 'Set `<html lang="en-GB">` from the same source as the content language, and make og:locale (en_GB), inLanguage and any Content-Language header say the same.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://www.rfc-editor.org/rfc/rfc5646'],
  check(ctx) {
    const page = ctx.page;
    const decl: Array<{ where: string; value: string }> = [];
    const html = page.index.byTag.get('html')?.[0];
    const lang = html ? dom.attr(html, 'lang')?.trim() : undefined;
    if (lang) decl.push({ where: '<html lang>', value: lang });
    const header = page.headers.get('content-language');
    if (header && !header.includes(',')) decl.push({ where: 'Content-Language', value: header.trim() });
    const og = metaContent(page, 'og:locale');
    if (og) decl.push({ where: 'og:locale', value: og.replace('_', '-') });
    for (const n of ldNodes(page)) {
      const v = text(n.node['inLanguage']);
      if (v) {
        decl.push({ where: `JSON-LD ${n.types[0]} inLanguage`, value: v });
        break;
      }
    }
    const valid = decl.filter((d) => isValidLanguageTag(d.value));
    if (valid.length === 0) return ctx.fail(decl.length ? `No valid language tag: ${decl.map((d) => `${d.where} "${d.value}"`).join(', ')}.` : 'No <html lang>, Content-Language, og:locale or inLanguage declares the page language.');
    const primaries = new Set(valid.map((d) => primaryLanguage(d.value)));
    if (primaries.size > 1) return ctx.warning(`Language declarations disagree: ${valid.map((d) => `${d.where} "${d.value}"`).join(', ')}.`);
    if (!lang) return ctx.warning(`The language comes only from ${valid[0]!.where} "${valid[0]!.value}"; <html lang> is missing.`);
    return ctx.pass(`Language "${valid[0]!.value}" (${valid.map((d) => d.where).join(', ')}).`);
  },
});
