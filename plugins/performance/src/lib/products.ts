import { createRequire } from 'node:module';

export interface Product {
  name: string;
  company: string;
  category: string;
  facades?: Array<{ name: string; repo: string }>;
}

type GetProduct = (url: string) => Product | undefined;
let getProductFn: GetProduct | null = null;
const cache = new Map<string, Product | null>();

/**
 * The third-party-web product behind a URL (e.g. "YouTube Embedded Player"), with the facades the
 * dataset lists for it. core's thirdPartyEntity gives the company only; products are matched on
 * URL patterns, so the cache is keyed by URL and bounded. The dataset loads on first use.
 */
export function productOf(url: string): Product | null {
  if (cache.has(url)) return cache.get(url)!;
  getProductFn ??= (createRequire(import.meta.url)('third-party-web') as { getProduct: GetProduct }).getProduct;
  let p: Product | null = null;
  try {
    p = getProductFn(url) ?? null;
  } catch {
    p = null;
  }
  if (cache.size > 5000) cache.clear();
  cache.set(url, p);
  return p;
}
