import { defineRule, dom } from '@pagegrade/core';
import { metaNamed, parseKeyValues, truncate } from '../lib/html.ts';

export default defineRule({
  id: 'ui-ux/viewport-meta',
  dimension: 'uiux',
  title: 'The page declares a responsive viewport',
  failureTitle: 'The page has no responsive viewport, so phones show a shrunken desktop layout',
  description:
    'Checks for a <meta name="viewport"> whose content sets width=device-width (or at least initial-scale), with no fixed pixel width. ' +
    'A fixed width (e.g. width=1024) or a missing tag fails; initial-scale without width=device-width, an initial-scale other than 1 or several viewport tags warn. ' +
    'Zoom restrictions (user-scalable=no, maximum-scale) are judged by the accessibility checks, not here.',
  why: 'Without a device-width viewport, mobile browsers lay the page out on a virtual 980 px canvas and scale it down: text becomes tiny and users must pinch and pan to read.',
  fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head> and make the layout responsive.',
  impact: 'critical',
  tags: ['lighthouse:viewport-insight'],
  cap: { max: 60, scope: 'dimension', reason: 'the page has no responsive viewport, so phones render it as a zoomed-out desktop page.' },
  references: ['https://drafts.csswg.org/css-viewport/#viewport-meta'],
  check(ctx) {
    const metas = metaNamed(ctx.page, 'viewport');
    if (metas.length === 0) return ctx.fail('No <meta name="viewport"> element: mobile browsers will render the page at a 980 px desktop width.');
    const meta = metas[0]!;
    const content = dom.attr(meta, 'content') ?? '';
    const kv = parseKeyValues(content);
    const width = kv.get('width');
    const scale = kv.get('initial-scale');
    if (metas.length > 1) ctx.warn(metas[1]!, `${metas.length} viewport <meta> elements; browsers merge or pick one unpredictably.`);
    if (width !== undefined && width !== 'device-width') {
      ctx.report(meta, `Viewport content "${truncate(content)}" fixes the width to ${width || '(empty)'} instead of device-width.`);
      return;
    }
    if (width === undefined && scale === undefined) {
      ctx.report(meta, `Viewport content "${truncate(content)}" sets neither width=device-width nor initial-scale.`);
      return;
    }
    if (width === undefined) ctx.warn(meta, `Viewport content "${truncate(content)}" has initial-scale but no width=device-width.`);
    if (scale !== undefined && Number(scale) !== 1) ctx.warn(meta, `initial-scale=${scale}: pages should start at scale 1.`);
    return undefined;
  },
});
