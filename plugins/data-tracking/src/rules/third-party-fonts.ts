import { defineRule, hostIsThirdParty, type Stylesheet } from '@pagegrade/core';
import type * as csstree from 'css-tree';
import { contactedThirdParty, pageDomain, short, type Ref } from '../lib/refs.ts';

/** Hosts that serve web fonts or font stylesheets. */
const FONT_HOSTS = ['fonts.googleapis.com', 'fonts.gstatic.com', 'use.typekit.net', 'p.typekit.net', 'fast.fonts.net', 'cloud.typography.com', 'fonts.bunny.net', 'use.fontawesome.com', 'kit.fontawesome.com', 'ka-f.fontawesome.com', 'fonts.cdnfonts.com', 'cdn.fonts.net'];

function isFontHost(host: string): boolean {
  return FONT_HOSTS.includes(host);
}

export default defineRule({
  id: 'data-tracking/third-party-fonts',
  dimension: 'dataTracking',
  title: 'Web fonts are self-hosted',
  failureTitle: 'Web fonts are loaded from a third-party server',
  description: 'Finds fonts and font stylesheets loaded from another site: links to font services (Google Fonts, Adobe Fonts/Typekit, Fonts.com, Cloud.typography, Bunny Fonts, Font Awesome kits), @import of their stylesheets, @font-face src URLs on another site and captured font requests.',
  why: "Each font request sends the visitor's IP address to the font provider; the Munich Regional Court (LG München I, 3 O 17493/20, 20 January 2022) held that embedding Google Fonts this way without consent violates the GDPR.",
  fix: 'Download the font files and serve them from your own domain (the font licences of Google Fonts allow it), then remove the links, @import rules and preconnects to the font service.',
  impact: 'moderate',
  tags: ['best-practice'],
  create(ctx) {
    const own = pageDomain(ctx.page);
    const found = new Set<string>();
    const cssUrl = (ref: string, sheet: Stylesheet, node: csstree.CssNode, what: string) => {
      if (found.size >= 20) return;
      let abs: URL;
      try {
        abs = new URL(ref, sheet.url);
      } catch {
        return;
      }
      if (abs.protocol !== 'https:' && abs.protocol !== 'http:') return;
      if (own !== '' && !hostIsThirdParty(ctx.page, abs.hostname) && !isFontHost(abs.hostname)) return;
      if (found.has(abs.hostname + what)) return;
      found.add(abs.hostname + what);
      ctx.warn({ stylesheet: sheet, node }, `${what} loads ${short(abs.href)} from ${abs.hostname}.`);
    };
    const urlsIn = (node: csstree.CssNode | null | undefined): string[] => {
      const out: string[] = [];
      if (!node || !('children' in node) || !node.children) return out;
      node.children.forEach((c: csstree.CssNode) => {
        if (c.type === 'Url') out.push(c.value);
        else if (c.type === 'String') out.push(c.value);
      });
      return out;
    };
    return {
      cssAtrule(atrule, sheet) {
        const name = atrule.name.toLowerCase();
        if (name === 'import') {
          for (const u of urlsIn(atrule.prelude as csstree.CssNode | null)) {
            try {
              if (isFontHost(new URL(u, sheet.url).hostname)) cssUrl(u, sheet, atrule, '@import');
            } catch {
              /* ignore */
            }
          }
        } else if (name === 'font-face' && atrule.block) {
          atrule.block.children.forEach((d) => {
            if (d.type !== 'Declaration' || d.property.toLowerCase() !== 'src' || d.value.type !== 'Value') return;
            d.value.children.forEach((v) => {
              if (v.type === 'Url') cssUrl(v.value, sheet, d, '@font-face');
            });
          });
        }
      },
      end() {
        const hints: Ref[] = [];
        const refs = contactedThirdParty(ctx.page);
        for (const r of refs) {
          const fontFile = r.initiator === 'fetched' && ctx.page.resourceByUrl(r.url)?.role === 'font';
          if (!isFontHost(r.host) && !fontFile) continue;
          const rel = r.element?.name === 'link' ? (r.element.attribs['rel'] ?? '').toLowerCase() : '';
          if (rel.includes('preconnect') || rel.includes('dns-prefetch')) {
            hints.push(r);
            continue;
          }
          const key = r.host + 'ref';
          if (found.has(key)) continue;
          found.add(key);
          ctx.warn(r.element, `${r.element ? `<${r.element.name}> ` : 'Font request '}${short(r.url)} contacts ${r.host}.`);
        }
        // A connection hint alone still contacts the font service; report it when nothing else did.
        if (found.size === 0 && hints.length > 0) {
          found.add('hint');
          ctx.warn(hints[0]!.element, `<link rel="${hints[0]!.element!.attribs['rel']}"> opens a connection to ${hints[0]!.host}.`);
        }
        if (found.size === 0) return ctx.pass('No font is loaded from a third-party server.');
        return undefined;
      },
    };
  },
});
