import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { faviconIco, logoPng, logoSvg, socialPng } from './logo.ts';

/** A static file of the website, built once per process. */
export interface Asset {
  type: string;
  body: Buffer;
  /** A short hash of the body: the ETag and the `?v=` that makes a reference cacheable for a year. */
  version: string;
}

/**
 * A careful minifier for our own stylesheet: comments and layout white space go, nothing that
 * could change a selector (the space in `a :hover` is kept, only spaces around braces,
 * semicolons, commas and after colons in declarations are dropped).
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/([{;][-\w]+):\s+/g, '$1:')
    .trim();
}

function asset(type: string, body: Buffer | string): Asset {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  return { type, body: buf, version: createHash('sha256').update(buf).digest('base64url').slice(0, 12) };
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The files; the PNGs are drawn on first use, so a server that never serves them never pays. */
export const ASSETS = {
  // One file for the browser: the site's rules, then the report's first screen.
  stylesheet: lazy(() => asset('text/css; charset=utf-8', minifyCss(['./site.css', './report-plan.css'].map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n')))),
  faviconSvg: lazy(() => asset('image/svg+xml', logoSvg())),
  faviconIco: lazy(() => asset('image/x-icon', faviconIco())),
  appleTouchIcon: lazy(() => asset('image/png', logoPng(180, true))),
  icon192: lazy(() => asset('image/png', logoPng(192, false))),
  icon512: lazy(() => asset('image/png', logoPng(512, false))),
  iconMaskable: lazy(() => asset('image/png', logoPng(512, true))),
  socialImage: lazy(() => asset('image/png', socialPng())),
} as const;

export type AssetName = keyof typeof ASSETS;

/** The path of an asset's public URL with its version, for references in our own pages. */
export function versioned(url: string, name: AssetName): string {
  return `${new URL(url).pathname}?v=${ASSETS[name]().version}`;
}
