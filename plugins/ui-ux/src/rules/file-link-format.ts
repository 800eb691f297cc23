import { accessibleName, defineRule, dom } from '@pagegrade/core';
import { hidden } from '../lib/tree.ts';

const EXT: Record<string, string> = {
  pdf: 'PDF', doc: 'Word', docx: 'Word', odt: 'OpenDocument', rtf: 'RTF', xls: 'Excel', xlsx: 'Excel', ods: 'OpenDocument', csv: 'CSV',
  ppt: 'PowerPoint', pptx: 'PowerPoint', odp: 'OpenDocument', zip: 'ZIP', rar: 'RAR', '7z': '7z', gz: 'gzip', tgz: 'gzip', epub: 'EPUB', exe: 'EXE', dmg: 'DMG', msi: 'MSI', apk: 'APK',
};

/** Where the path of a reference ends: at the first "?" or "#". */
function pathEnd(href: string): number {
  const q = href.indexOf('?');
  const h = href.indexOf('#');
  return q === -1 ? (h === -1 ? href.length : h) : h === -1 || q < h ? q : h;
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * The lower-cased extension ending the path (href up to `end`): two to four ASCII letters or digits
 * after the last dot, else null.
 */
function extensionOf(href: string, end: number): string | null {
  const dot = end < 3 ? -1 : href.lastIndexOf('.', end - 1);
  const len = end - dot - 1;
  if (dot === -1 || len < 2 || len > 4) return null;
  for (let i = dot + 1; i < end; i++) if (!isAsciiAlnum(href.charCodeAt(i))) return null;
  return href.slice(dot + 1, end).toLowerCase();
}

export default defineRule({
  id: 'ui-ux/file-link-format',
  dimension: 'uiux',
  title: 'Links to files say what they download',
  failureTitle: 'Some links download files without saying so',
  description:
    'For links whose URL path ends in a document or archive extension (.pdf, .docx, .xlsx, .pptx, .zip, .epub …), checks that the link text, aria-label or title names the format (e.g. "PDF", "Word", the extension) or mentions a download. Each silent one warns; not applicable without file links.',
  why: 'People expect a link to open a web page; an unannounced PDF or spreadsheet opens a different app, eats mobile data, and may be unusable on their device or with their assistive technology.',
  fix: 'Name the format and size in the link, e.g. "Annual report 2025 (PDF, 2.4 MB)", and consider an HTML version of important documents.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    // The links are read from the tag index in one loop rather than by a handler call per link.
    let count = 0;
    for (const el of ctx.page.index.byTag.get('a') ?? []) {
      const href = dom.attr(el, 'href');
      if (!href || href.length > 2000) continue;
      const end = pathEnd(href);
      const ext = extensionOf(href, end);
      const fmt = ext === null ? undefined : EXT[ext];
      if (!fmt) continue;
      const path = href.slice(0, end);
      count++;
      if (hidden(ctx.page, el)) continue;
      const name = `${accessibleName(el, ctx.page)} ${dom.attr(el, 'title') ?? ''}`;
      const re = new RegExp(`\\b(${ext}|${fmt}|download|télécharger|herunterladen|descargar|scaricare|downloaden)\\b`, 'i');
      if (!re.test(name) && !/(^|\s)(icon-)?(pdf|doc|file|download)/i.test(dom.attr(el, 'class') ?? '')) {
        ctx.warn(el, `Link "${dom.normalizeSpace(name).slice(0, 60)}" downloads a ${fmt} file (${path.slice(-60)}) without saying so.`);
      }
    }
    if (count === 0) return ctx.notApplicable('No link points to a document or archive file.');
    return undefined;
  },
});
