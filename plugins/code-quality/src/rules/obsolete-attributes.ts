import { defineRule } from '@pagegrade/core';
import { OBSOLETE_ATTRIBUTES } from '../lib/obsolete.ts';
import { warnAttributes } from '../lib/attr-table.ts';

export default defineRule({
  id: 'code-quality/obsolete-attributes',
  dimension: 'codeQuality',
  title: 'No obsolete non-presentational attributes',
  failureTitle: 'The page uses obsolete attributes that browsers ignore or that have replacements',
  description:
    'Checks for non-presentational attributes the HTML standard made obsolete: name on <a> and <img> (use id), charset/rev/urn/methods on links, language/event/for on <script>, summary on <table>, longdesc, lowsrc, manifest and version on <html>, profile on <head>, scheme on <meta>, axis/abbr/scope on <td>, and the classid/codebase/archive family on <object>. Presentational attributes are checked by code-quality/obsolete-presentational-attributes.',
  why: 'These attributes do nothing in current browsers (the AppCache manifest, script language, table summary, longdesc) or have standard replacements; keeping them hides the real behaviour of the page and usually marks markup that has not been maintained.',
  fix: 'Remove each attribute or use the replacement named in the finding (for example an id instead of <a name>).',
  impact: 'minor',
  tags: ['html-validate:no-deprecated-attr'],
  references: ['https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features'],
  check(ctx) {
    return warnAttributes(ctx, OBSOLETE_ATTRIBUTES);
  },
});
