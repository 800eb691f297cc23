import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';
import { Ranges } from '../lib/ranges.ts';

/** MIME types and file extensions of browser plugins (Flash, Java, Silverlight …), after Lighthouse's `plugins` audit. */
const PLUGIN_TYPES = ['application/x-shockwave-flash', 'application/futuresplash', 'application/x-java-applet', 'application/x-java-bean', 'application/x-java-vm', 'application/x-silverlight', 'application/x-silverlight-2', 'application/x-director', 'video/quicktime', 'application/x-mplayer2', 'application/x-ms-wmp', 'application/vnd.adobe.flash-movie'];
const PLUGIN_EXT = /\.(?:swf|flv|class|jar|xap|dcr|wmv|mov)(?:[?#]|$)/i;

function pluginOf(el: Element): string | null {
  if (el.name === 'applet') return 'Java applet';
  const type = (dom.attr(el, 'type') ?? '').trim().toLowerCase();
  if (type && PLUGIN_TYPES.some((t) => type.startsWith(t))) return type;
  if (dom.attr(el, 'classid')) return `ActiveX control (${clip(dom.attr(el, 'classid')!, 50)})`;
  const src = (dom.attr(el, el.name === 'object' ? 'data' : 'src') ?? '').trim();
  const m = PLUGIN_EXT.exec(src.slice(0, 2000));
  if (m) return `${m[0].replace(/[?#]$/, '')} file`;
  return null;
}

export default defineRule({
  id: 'seo/plugins',
  dimension: 'seo',
  title: 'The page does not rely on browser plugins',
  failureTitle: 'The page embeds content that needs a browser plugin',
  description: 'Checks <embed>, <object> and <applet> elements for plugin content: Flash, Java, Silverlight, ActiveX, QuickTime or Windows Media by MIME type, classid or file extension. Any fails; embeds of images, PDF, SVG or HTML pass.',
  why: 'Browsers no longer run plugins and search engines cannot index plugin content, so whatever it contains is invisible to visitors and crawlers alike.',
  fix: 'Replace plugin content with HTML: <video>/<audio> for media, images or HTML for the rest.',
  impact: 'serious',
  tags: ['best-practice'],
  check(ctx) {
    const els = ['embed', 'object', 'applet'].flatMap((t) => ctx.page.index.byTag.get(t) ?? []);
    if (els.length === 0) return ctx.notApplicable('The page has no <embed>, <object> or <applet>.');
    const objects = ctx.page.index.byTag.get('object') ?? [];
    // Ranges of the content of each <object> (after its own start), to spot nested fallbacks.
    const inner = new Ranges(objects.map((o) => ({ startIndex: (o.startIndex ?? 0) + 1, endIndex: o.endIndex })));
    for (const el of els) {
      // An <object> or <embed> nested in an <object> is its fallback; judge only the outer one.
      if (el.name !== 'applet' && inner.contains(el)) continue;
      const p = pluginOf(el);
      if (p) ctx.report(el, `${dom.snippet(el, 80)} needs a plugin: ${p}.`);
    }
    return undefined;
  },
});
