import { LinearParser } from '../parse/html.ts';

/** The subresources of a page worth fetching with it. */
export interface Discovered {
  stylesheets: string[];
  scripts: string[];
  manifest: string | null;
}

/**
 * Reads the page's HTML for its stylesheets, scripts and manifest (the engine parses the page
 * properly later). The work grows with the page, so the server runs it on the analysis pool, under
 * the analysis time limit, rather than on the thread that answers requests; the CLI runs it in place.
 */
export function discoverSubresources(html: string, pageUrl: string): Discovered {
  const out: Discovered = { stylesheets: [], scripts: [], manifest: null };
  let base = pageUrl;
  const resolve = (ref: string) => {
    try {
      const u = new URL(ref.trim(), base);
      return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
    } catch {
      return null;
    }
  };
  const parser = new LinearParser(
    {
      onopentag(name, attrs) {
        if (name === 'base' && attrs['href']) base = resolve(attrs['href']) ?? base;
        else if (name === 'link' && attrs['href']) {
          const rel = (attrs['rel'] ?? '').toLowerCase().split(/\s+/);
          const href = resolve(attrs['href']);
          if (!href) return;
          if (rel.includes('stylesheet') && !rel.includes('alternate')) out.stylesheets.push(href);
          else if (rel.includes('manifest') && !out.manifest) out.manifest = href;
        } else if (name === 'script' && attrs['src']) {
          const type = (attrs['type'] ?? '').toLowerCase();
          if (type === '' || type === 'module' || type.includes('javascript')) {
            const src = resolve(attrs['src']);
            if (src) out.scripts.push(src);
          }
        }
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  out.stylesheets = [...new Set(out.stylesheets)];
  out.scripts = [...new Set(out.scripts)];
  return out;
}
