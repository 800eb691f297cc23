import { defineRule, dom } from '@pagegrade/core';
import { hasTextInheritingLang, judgeLang } from '../lib/lang.ts';

export default defineRule({
  id: 'accessibility/valid-lang',
  dimension: 'accessibility',
  title: 'Language changes in the page use valid language tags',
  failureTitle: 'Some lang attributes inside the page are not valid languages',
  description: 'Checks the non-empty lang and xml:lang attributes of elements inside the page (not <html>) against the IANA language subtag registry: an unknown primary language fails; a current language whose later subtags are malformed (en-US-GB) passes, since assistive technology reads its language (as axe-core and ACT judge it); a registered one that cannot be read as current (pt_BR, deprecated codes such as iw, private-use codes qaa–qtz) warns. lang="" (language unknown) is allowed, and a lang that no visible or named text inherits (an empty or hidden element, or one whose text all sits in elements with a lang of their own) is not checked.',
  why: 'Marking a quotation or phrase in another language makes screen readers switch pronunciation; an invalid code means the passage is read with the wrong rules.',
  fix: 'Use BCP 47 tags such as lang="de" or lang="es-MX" on passages in another language.',
  impact: 'serious',
  tags: ['axe:valid-lang', 'act:de46e4', 'wcag:3.1.2', 'lighthouse:valid-lang'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['lang', 'xml:lang'],
  create(ctx) {
    let checked = 0;
    const check = (el: import('domhandler').Element) => {
      if (el.name === 'html') return;
      // A lang that no text takes its language from changes nothing that is read out (ACT de46e4).
      if (!hasTextInheritingLang(ctx.page, el)) return;
      for (const a of ['lang', 'xml:lang']) {
        const v = el.attribs[a];
        // Only an empty value is no language at all; one of spaces is a language no one knows.
        if (v === undefined || v === '') continue;
        checked++;
        const j = judgeLang(v);
        if (j === 'bad-primary') ctx.report(el, `${a}="${v.trim() || v}" on ${dom.snippet(el, 60)} is not a registered language code.`);
        else if (j === 'bad-tag') ctx.warn(el, `${a}="${v.trim()}" on ${dom.snippet(el, 60)} is not a well-formed, current BCP 47 tag: its language is registered, but the tag is malformed or uses a deprecated or private-use subtag.`);
      }
    };
    return {
      element: {
        '*'(el) {
          if (el.attribs['lang'] !== undefined || el.attribs['xml:lang'] !== undefined) check(el);
        },
      },
      end() {
        if (checked === 0) return ctx.notApplicable('No element inside the page has a lang attribute.');
        return undefined;
      },
    };
  },
});
