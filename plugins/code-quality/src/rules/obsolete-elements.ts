import { defineRule } from '@pagegrade/core';
import { OBSOLETE_ELEMENTS } from '../lib/obsolete.ts';

export default defineRule({
  id: 'code-quality/obsolete-elements',
  dimension: 'codeQuality',
  title: 'No obsolete HTML elements',
  failureTitle: 'The page uses obsolete HTML elements',
  description: `Checks for elements the HTML standard lists as obsolete and non-conforming: ${Object.keys(OBSOLETE_ELEMENTS).map((n) => `<${n}>`).join(', ')}. (<blink> and <marquee> are checked by the accessibility plugin; frames and plugin elements by their own rules.)`,
  why: 'Obsolete elements are presentational or dead features: some are already ignored or rendered as unknown elements by current browsers (isindex, keygen, spacer, multicol), and the rest mix styling into markup, which defeats style sheets, theming and user styles.',
  fix: 'Replace each obsolete element with its modern equivalent (usually CSS or a semantic element), as named in the finding.',
  impact: 'moderate',
  tags: ['html-validate:deprecated'],
  references: ['https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features'],
  check(ctx) {
    let found = 0;
    for (const [name, instead] of Object.entries(OBSOLETE_ELEMENTS)) {
      const els = ctx.page.index.byTag.get(name);
      if (!els?.length) continue;
      found++;
      ctx.report(els[0]!, `${els.length} <${name}> element${els.length > 1 ? 's' : ''}: ${instead}.`);
    }
    if (!found) return ctx.pass();
    return undefined;
  },
});
