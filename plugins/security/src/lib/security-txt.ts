import { perPage, type Page, type Resource } from '@pagegrade/core';

export interface SecurityTxt {
  resource: Resource;
  /** Field values by lower-case field name, in order. */
  fields: Map<string, string[]>;
  /** The file is an OpenPGP cleartext-signed message (RFC 9116 §2.3). */
  signed: boolean;
  /** Lines that are neither comments, blank, nor `Field: value`. */
  badLines: Array<{ line: number; text: string }>;
}

const MAX_BODY = 32_768;

/** The security.txt of the site, parsed (RFC 9116 §2–3), or null when none was found. */
export const securityTxt = perPage((page: Page): SecurityTxt | null => {
  // A 200 HTML page in place of the file (a "soft 404") is not a security.txt.
  const res = page.resourcesOf('securityTxt').find((r) => r.state === 'ok' && r.body !== null && !looksLikeHtml(r));
  let parsed: SecurityTxt | null = null;
  if (res) {
    const body = res.body!.length > MAX_BODY ? res.body!.slice(0, MAX_BODY) : res.body!;
    const fields = new Map<string, string[]>();
    const badLines: SecurityTxt['badLines'] = [];
    const signed = body.trimStart().startsWith('-----BEGIN PGP SIGNED MESSAGE-----');
    let inSignature = false;
    let inHeader = signed;
    const lines = body.split(/\r\n|\r|\n/);
    for (let i = 0; i < lines.length; i++) {
      let line = lines[i]!;
      if (signed) {
        if (line.startsWith('-----BEGIN PGP SIGNATURE-----')) inSignature = true;
        if (inSignature) {
          if (line.startsWith('-----END PGP SIGNATURE-----')) inSignature = false;
          continue;
        }
        if (line.startsWith('-----BEGIN PGP SIGNED MESSAGE-----')) continue;
        if (inHeader) {
          if (line.trim() === '') inHeader = false;
          continue;
        }
        // Dash-escaped lines (RFC 4880 §7.1).
        if (line.startsWith('- ')) line = line.slice(2);
      }
      const t = line.trim();
      if (t === '' || t.startsWith('#')) continue;
      const colon = t.indexOf(':');
      if (colon <= 0 || !/^[A-Za-z0-9-]+$/.test(t.slice(0, colon))) {
        if (badLines.length < 20) badLines.push({ line: i + 1, text: t.slice(0, 80) });
        continue;
      }
      const key = t.slice(0, colon).toLowerCase();
      const value = t.slice(colon + 1).trim();
      let list = fields.get(key);
      if (!list) fields.set(key, (list = []));
      list.push(value);
    }
    parsed = { resource: res, fields, signed, badLines };
  }
  return parsed;
});

/** Where RFC 9116 §3 says the file must be: /.well-known/security.txt. */
export function isWellKnownLocation(url: string): boolean {
  try {
    return new URL(url).pathname === '/.well-known/security.txt';
  } catch {
    return false;
  }
}

export function looksLikeHtml(r: Resource): boolean {
  return (r.body ?? '').trimStart().startsWith('<');
}
