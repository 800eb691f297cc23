import type { Page } from '@pagegrade/core';

export interface Hsts {
  raw: string;
  maxAge: number | null;
  includeSubDomains: boolean;
  preload: boolean;
}

/** The first Strict-Transport-Security header (RFC 6797 §8.1: later ones are ignored), parsed. */
export function hstsOf(page: Page): Hsts | null {
  const raw = page.headers.all('strict-transport-security')[0];
  if (raw === undefined) return null;
  let maxAge: number | null = null;
  let includeSubDomains = false;
  let preload = false;
  for (const part of raw.slice(0, 2048).split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : part.slice(eq + 1).trim().replace(/^"|"$/g, '');
    if (name === 'max-age' && /^\d+$/.test(value)) maxAge = Number(value);
    else if (name === 'includesubdomains') includeSubDomains = true;
    else if (name === 'preload') preload = true;
  }
  return { raw, maxAge, includeSubDomains, preload };
}
