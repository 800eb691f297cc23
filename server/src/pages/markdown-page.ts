import { Marked, type Tokens } from 'marked';
import type { ServiceUrls } from '../discovery/urls.ts';
import { slugify } from '../search/text.ts';
import { escapeHtml, pathOf, renderPage, type NavKey } from './layout.ts';

export interface MarkdownPage {
  urls: ServiceUrls;
  markdown: string;
  /** The page's absolute URL, and the address of the same text as markdown. */
  url: string;
  markdownUrl: string;
  title: string;
  description: string;
  current?: NavKey | null;
  /** Extra HTML after the document (anchors the markdown does not have). */
  after?: string;
  /**
   * Links to rewrite: another document of the repository by file name (`checks.md` → the
   * catalogue page), or the markdown address of a document that also has a page here.
   */
  links?: Readonly<Record<string, string>>;
}

/**
 * One of our markdown documents as a page of the site: the same text agents read at its `.md`
 * address, in the site's layout. Headings get the GitHub-style ids the markdown's readers (and
 * /ask's answers) link to, tables may scroll inside their own box on a phone instead of making
 * the page scroll, and links to the repository's other documents lead to their pages here (or
 * become plain text when the site has no page for them).
 */
export function markdownPageHtml(p: MarkdownPage): string {
  const links = p.links ?? {};
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { tokens, depth, text }: Tokens.Heading): string {
        // The document's own `#` heading is the page's h1.
        return `<h${depth} id="${escapeHtml(slugify(text))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      // Our documents quote markup as text (`no <main> landmark`): it is shown, never rendered.
      html({ text }: Tokens.HTML | Tokens.Tag): string {
        return text.trimStart().startsWith('<!--') ? '' : escapeHtml(text);
      },
      link(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { href, tokens }: Tokens.Link): string {
        const inner = this.parser.parseInline(tokens);
        const [address, hash] = href.split('#') as [string, string | undefined];
        const target = links[address] ?? links[address.replace(/^(\.\.\/|\.\/)*(docs\/)?/, '')];
        if (target) return `<a href="${escapeHtml(pathOf(target))}${hash ? `#${escapeHtml(hash)}` : ''}">${inner}</a>`;
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) return `<a href="${escapeHtml(href)}">${inner}</a>`;
        // A file of the repository that the site does not publish.
        return inner;
      },
    },
  });
  const body = (marked.parse(p.markdown, { async: false }) as string)
    // An HTML comment of the generated sections is for the generator, not the reader.
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/<table>/g, '<div class="table-scroll"><table>')
    .replace(/<\/table>/g, '</table></div>');
  const main = `${body}
${p.after ?? ''}
<p class="muted">This page is also available as <a href="${escapeHtml(pathOf(p.markdownUrl))}">markdown</a>.</p>`;
  return renderPage(
    p.urls,
    {
      title: p.title,
      description: p.description,
      url: p.url,
      current: p.current ?? null,
      graph: [{ '@type': 'TechArticle', '@id': `${p.url}#article`, url: p.url, headline: p.title, inLanguage: 'en', isPartOf: { '@id': `${p.urls.home}#website` }, encoding: { '@type': 'MediaObject', contentUrl: p.markdownUrl, encodingFormat: 'text/markdown' } }],
    },
    main,
  );
}
