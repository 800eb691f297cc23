import { LinearParser } from '../parse/html.ts';
import { pickCandidate, VIEWPORT_WIDTH } from './srcset.ts';

/** The subresources of a page worth fetching with it. */
export interface Discovered {
  stylesheets: string[];
  scripts: string[];
  manifest: string | null;
  /**
   * Images a browser loads for the first view, in document order: each `<img>` (the candidate the
   * emulated phone picks from `<picture>`, `srcset` and `sizes`), video posters, image inputs and
   * image preloads. Lazy-loaded images are left out: without layout nothing says they are near the
   * first screen, and a browser defers the others.
   */
  images: string[];
  /** Fonts the page preloads (fonts named only in CSS load when text uses them, which needs layout). */
  fonts: string[];
  /** Whether the page names an apple-touch-icon; without one, Safari asks for /apple-touch-icon.png. */
  appleTouchIcon: boolean;
}

/** Image types every current browser decodes: a `<source>` of another type is skipped. */
const DECODABLE = /^(image\/(avif|webp|jpeg|png|gif|svg\+xml|apng|x-icon|bmp))?$/;

/**
 * Whether a `<source media>` matches the emulated phone. Only width conditions in px are read; any
 * other condition is taken not to match, so the browser's fallback (the next source, then the
 * `<img>`) is what is fetched rather than a guess.
 */
function mediaMatches(media: string | undefined): boolean {
  const m = (media ?? '').trim().toLowerCase();
  if (m === '' || m === 'all' || m === 'screen') return true;
  const parts = m.replace(/^(only\s+)?screen\s+and\s+/, '').split(/\s+and\s+/);
  return parts.every((p) => {
    const w = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(p.trim());
    if (!w) return false;
    const n = Number(w[2]);
    return w[1] === 'min' ? VIEWPORT_WIDTH >= n : VIEWPORT_WIDTH <= n;
  });
}

/**
 * Reads the page's HTML for its stylesheets, scripts and manifest (the engine parses the page
 * properly later). The work grows with the page, so the server runs it on the analysis pool, under
 * the analysis time limit, rather than on the thread that answers requests; the CLI runs it in place.
 */
export function discoverSubresources(html: string, pageUrl: string): Discovered {
  const out: Discovered = { stylesheets: [], scripts: [], manifest: null, images: [], fonts: [], appleTouchIcon: false };
  // Content of <noscript> and <template> is not loaded by a browser that runs scripts.
  let inert = 0;
  // The candidate the current <picture> chose from its <source> elements, once one matched.
  let picture: { chosen: string | null } | null = null;
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
        if (name === 'noscript' || name === 'template') inert++;
        if (inert > 0) return;
        if (name === 'base' && attrs['href']) base = resolve(attrs['href']) ?? base;
        else if (name === 'link' && attrs['href']) {
          const rel = (attrs['rel'] ?? '').toLowerCase().split(/\s+/);
          // As ui-ux/apple-touch-icon reads it: the relation with any href that is not blank.
          if ((rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) && attrs['href'].trim() !== '') out.appleTouchIcon = true;
          const href = resolve(attrs['href']);
          if (!href) return;
          const as = (attrs['as'] ?? '').toLowerCase();
          if (rel.includes('stylesheet') && !rel.includes('alternate')) out.stylesheets.push(href);
          else if (rel.includes('manifest') && !out.manifest) out.manifest = href;
          else if (rel.includes('preload') && as === 'image') out.images.push(href);
          else if (rel.includes('preload') && as === 'font') out.fonts.push(href);
        } else if (name === 'picture') picture = { chosen: null };
        else if (name === 'source' && picture && picture.chosen === null) {
          if (DECODABLE.test((attrs['type'] ?? '').trim().toLowerCase()) && mediaMatches(attrs['media'])) {
            picture.chosen = pickCandidate(null, attrs['srcset'] ?? null, attrs['sizes'] ?? null) ?? null;
          }
        } else if (name === 'img') {
          if ((attrs['loading'] ?? '').trim().toLowerCase() === 'lazy') return;
          const chosen = picture?.chosen ?? pickCandidate(attrs['src'] ?? null, attrs['srcset'] ?? null, attrs['sizes'] ?? null);
          const url = chosen ? resolve(chosen) : null;
          if (url) out.images.push(url);
        } else if (name === 'video' && attrs['poster']) {
          const url = resolve(attrs['poster']);
          if (url) out.images.push(url);
        } else if (name === 'input' && (attrs['type'] ?? '').toLowerCase() === 'image' && attrs['src']) {
          const url = resolve(attrs['src']);
          if (url) out.images.push(url);
        } else if (name === 'script' && attrs['src']) {
          const type = (attrs['type'] ?? '').toLowerCase();
          if (type === '' || type === 'module' || type.includes('javascript')) {
            const src = resolve(attrs['src']);
            if (src) out.scripts.push(src);
          }
        }
      },
      onclosetag(name) {
        if (name === 'noscript' || name === 'template') inert = Math.max(0, inert - 1);
        else if (name === 'picture') picture = null;
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  out.stylesheets = [...new Set(out.stylesheets)];
  out.scripts = [...new Set(out.scripts)];
  out.images = [...new Set(out.images)];
  out.fonts = [...new Set(out.fonts)];
  return out;
}
