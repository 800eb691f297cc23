import { counting } from '../lib/page.ts';
import { defineRule } from '@pagegrade/core';
import { label, ldNodes, list } from '../lib/jsonld.ts';

const URL_PROPS = ['url', 'logo', 'image', 'item', 'sameAs', 'contentUrl', 'thumbnailUrl', 'embedUrl', 'mainEntityOfPage'];

export default defineRule({
  id: 'geo/json-ld-urls-absolute',
  dimension: 'geo',
  title: 'URLs in structured data are absolute',
  failureTitle: 'Structured data uses relative URLs',
  description: `Checks the URL-valued properties of every JSON-LD object (${URL_PROPS.join(', ')}): each string value must be an absolute http(s) URL. Relative URLs warn. Not applicable when the JSON-LD has no such values.`,
  why: 'Structured data is often extracted and stored apart from the page (knowledge graphs, AI indexes); a relative URL then points nowhere, so the logo, image or canonical link is lost.',
  fix: 'Emit full URLs, e.g. `"logo": "https://example.com/logo.png"` rather than `"/logo.png"`.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/sd-policies'],
  check(ctx) {
    const found = counting(ctx);
    let seen = 0;
    for (const n of ldNodes(ctx.page)) {
      for (const prop of URL_PROPS) {
        for (const v of list(n.node[prop])) {
          const s = typeof v === 'string' ? v.trim() : null;
          if (s === null || s === '') continue;
          seen++;
          if (/^https?:\/\//i.test(s)) continue;
          found.warn(n.block.element, `${label(n)} ${prop} "${s.slice(0, 80)}" is not an absolute http(s) URL.`);
        }
      }
    }
    if (seen === 0) return ctx.notApplicable('The JSON-LD has no URL values.');
    return found.count ? undefined : ctx.pass(`${seen} URL value(s), all absolute.`);
  },
});
