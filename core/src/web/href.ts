// Host and path read from an absolute URL string that the WHATWG URL parser has already
// serialised (what `page.resolveUrl` returns). Checks look at the host of every link, script and
// image of a page; parsing each of those strings again with `new URL` was a measurable share of
// the analysis time.

/**
 * The host of an http(s) URL as `new URL(url).hostname` returns it, read from the string when the
 * URL is plainly in the parser's serialised form with a lower-case DNS name; null when in doubt
 * (upper case, user info, IP addresses, punycode, empty labels, anything the parser would rewrite).
 * Safe for any input: a caller that gets null lets the URL parser decide.
 */
export function serialisedHost(url: string): string | null {
  // Pages reference runs of resources from one host, and every plugin reads their hosts: a URL
  // that starts with the last accepted URL's `scheme://authority/` gets the same answer, without
  // the scan, and as the same string, whose hash the callers' host-keyed maps have then computed.
  const last = lastAuthority;
  if (last !== null && url.startsWith(last.prefix)) return last.host;
  let start: number;
  if (url.startsWith('https://')) start = 8;
  else if (url.startsWith('http://')) start = 7;
  else return null;
  let end = start;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    // a-z 0-9 - . : the only characters a serialised DNS host has.
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45) continue;
    if (c === 46) {
      // Empty labels are left to the parser.
      if (end === start || url.charCodeAt(end - 1) === 46) return null;
      continue;
    }
    if (c === 58 || c === 47 || c === 63 || c === 35) break;
    return null;
  }
  if (end === start) return null;
  // A port must be digits up to the path; anything else is left to the parser.
  let authorityEnd = end;
  if (url.charCodeAt(end) === 58) {
    let i = end + 1;
    while (i < url.length && url.charCodeAt(i) >= 48 && url.charCodeAt(i) <= 57) i++;
    if (i < url.length && url.charCodeAt(i) !== 47 && url.charCodeAt(i) !== 63 && url.charCodeAt(i) !== 35) return null;
    authorityEnd = i;
  }
  const host = url.slice(start, end);
  // A last label that starts with a digit makes the parser read an IPv4 address (which it may
  // rewrite: 0x7f.1 is 127.0.0.1), and xn-- labels are checked as punycode: the parser decides.
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const first = name.charCodeAt(name.lastIndexOf('.') + 1);
  if (first >= 48 && first <= 57) return null;
  if (host.includes('xn--')) return null;
  // Nothing past the slash that ends the authority was read, so any URL with the same characters
  // up to it gets this answer.
  if (url.charCodeAt(authorityEnd) === 47) lastAuthority = { prefix: url.slice(0, authorityEnd + 1), host };
  return host;
}

/** The last URL serialisedHost accepted, up to the slash after its authority, and its host. */
let lastAuthority: { prefix: string; host: string } | null = null;

/**
 * Host name of an http(s) URL as `page.resolveUrl` returns it (already serialised by the URL
 * parser): `new URL(href).hostname`, read from the string in the common case. Only for such hrefs.
 */
export function hrefHost(href: string): string {
  return serialisedHost(href) ?? new URL(href).hostname;
}

/**
 * Path of such an href (`new URL(href).pathname`). Serialisation writes
 * `scheme://[userinfo@]host[:port]/path[?query][#fragment]` with userinfo percent-encoded, so the
 * path runs from the first / ? or # after the scheme to the query or fragment.
 */
export function hrefPath(href: string): string {
  const from = authorityEnd(href, href.indexOf('://') + 3);
  let end = from;
  while (end < href.length) {
    const c = href.charCodeAt(end);
    if (c === 63 || c === 35) break; // ? #
    end++;
  }
  return href.slice(from, end);
}

/** Whether such an href has a non-empty query (`new URL(href).search.length > 1`). */
export function hrefHasQuery(href: string): boolean {
  const path = authorityEnd(href, href.indexOf('://') + 3);
  const q = href.indexOf('?', path);
  if (q === -1) return false;
  const hash = href.indexOf('#', path);
  return (hash === -1 || q < hash) && q + 1 < href.length && href.charCodeAt(q + 1) !== 35;
}

function authorityEnd(href: string, from: number): number {
  let end = from;
  while (end < href.length) {
    const c = href.charCodeAt(end);
    if (c === 47 || c === 63 || c === 35) break; // / ? #
    end++;
  }
  return end;
}

/**
 * Whether `ref[from..]` (the path, query and fragment of a reference) is copied unchanged by the
 * URL parser: only characters no component percent-encodes or rewrites (no white space, control,
 * non-ASCII, quote, backslash, bracket, brace, caret, pipe or backtick), and no path segment that
 * starts with "." or "%2e" (dot segments are removed; a few harmless names are left to the parser).
 */
function copiedVerbatim(ref: string, from: number): boolean {
  let inPath = true;
  for (let i = from; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90)) continue;
    switch (c) {
      case 45: case 95: case 126: case 33: case 36: case 38: case 40: case 41: case 42: case 43: case 44: case 59: case 61: case 58: case 64: case 46:
        continue; // - _ ~ ! $ & ( ) * + , ; = : @ .
      case 37: // %
        if (inPath && ref.charCodeAt(i - 1) === 47 && ref.charCodeAt(i + 1) === 50 && (ref.charCodeAt(i + 2) | 32) === 101) return false;
        continue;
      case 47: // /
        if (inPath && ref.charCodeAt(i + 1) === 46) return false;
        continue;
      case 63: case 35: // ? #
        inPath = false;
        continue;
      default:
        return false;
    }
  }
  return true;
}

/**
 * `new URL(ref, base).href` without the URL parser, for the shapes most references have: a path
 * from the root ("/a/b?c"), a fragment ("#top"), or an absolute http(s) URL already in serialised
 * form, when the rest is copied verbatim by the parser. `origin` is the base's
 * `scheme://[userinfo@]host[:port]` when it is http(s), else null; `document` the base without
 * its fragment, or null when the base does not parse (the parser then fails on every reference).
 * Returns null when in doubt: the caller lets the parser decide.
 */
export function resolveSerialised(ref: string, origin: string | null, document: string | null): string | null {
  const c0 = ref.charCodeAt(0);
  if (c0 === 47) {
    // "/x" but not "//host" (scheme-relative); a backslash is refused by copiedVerbatim.
    return origin !== null && ref.charCodeAt(1) !== 47 && copiedVerbatim(ref, 0) ? origin + ref : null;
  }
  if (c0 === 35) return document !== null && copiedVerbatim(ref, 0) ? document + ref : null;
  if (c0 === 104 && document !== null) {
    // Kept as it is when the host is a plain lower-case name without a port and a path follows it
    // (the parser would add the "/" to "https://host").
    const host = serialisedHost(ref);
    if (host === null) return null;
    const end = ref.indexOf('://') + 3 + host.length;
    return ref.charCodeAt(end) === 47 && copiedVerbatim(ref, end) ? ref : null;
  }
  return null;
}
