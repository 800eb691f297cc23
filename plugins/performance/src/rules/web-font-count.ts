import { defineRule, cssResources } from '@pagegrade/core';
import { isNetworkUrl } from '../lib/common.ts';

/**
 * pagegrade's thresholds. The HTTP Archive Web Almanac reports a median of about four font
 * requests per page; more than 6 distinct faces is heavy and more than 12 excessive.
 */
const WARN = 6;
const FAIL = 12;

export default defineRule({
  id: 'performance/web-font-count',
  dimension: 'performance',
  title: 'The page uses a modest number of web font files',
  failureTitle: 'The page declares many web font files',
  description: `Counts the distinct web font faces (family, weight and style with a downloadable source; unicode-range subsets of one face count once) declared in the inline and fetched CSS: more than ${WARN} is a warning, more than ${FAIL} a failure.`,
  why: 'Each weight and style is a separate download that competes with content for bandwidth, and text in a face that has not arrived is invisible or shifts when it swaps in.',
  fix: 'Limit the page to one or two families and the weights it really uses, prefer a variable font that covers every weight in one file, and subset fonts to the characters the site needs.',
  impact: 'moderate',
  measures: 'count',
  tags: ['best-practice'],
  check(ctx) {
    const faces = new Set<string>();
    const families = new Set<string>();
    for (const face of cssResources(ctx.page).fontFaces) {
      if (!face.sources.some((s) => isNetworkUrl(s.url))) continue;
      const family = (face.family ?? '').toLowerCase();
      families.add(family);
      faces.add(`${family}|${face.weight || '400'}|${face.style || 'normal'}`);
    }
    if (faces.size === 0) return ctx.notApplicable('No @font-face with a downloadable source in the known CSS.');
    const detail = `${faces.size} font faces in ${families.size} famil${families.size === 1 ? 'y' : 'ies'}.`;
    ctx.measure(faces.size, 'count');
    if (faces.size > FAIL) return ctx.fail(`${detail} More than ${FAIL}.`);
    if (faces.size > WARN) return ctx.warning(`${detail} More than ${WARN}.`);
    return ctx.pass(detail);
  },
});
