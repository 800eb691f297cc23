// Host and path read from an absolute URL string that the WHATWG URL parser has already
// serialised (what `page.resolveUrl` returns). Checks look at the host of every link, script and
// image of a page; parsing each of those strings again with `new URL` was a measurable share of
// the analysis time.

/**
 * Host name and path of an http(s) URL as `page.resolveUrl` returns it (the serialisation of the URL
 * parser: `scheme://[userinfo@]host[:port]/path[?query][#fragment]`, userinfo percent-encoded), read
 * from the string: the same values as `new URL(href).hostname` and `.pathname`, without parsing
 * again a URL that was just serialised. Only for such hrefs, never for raw input.
 */
export function hrefHost(href: string): string {
  const start = href.indexOf('://') + 3;
  const end = authorityEnd(href, start);
  const at = href.lastIndexOf('@', end - 1);
  const from = at >= start ? at + 1 : start;
  if (href.charCodeAt(from) === 91) return href.slice(from, href.indexOf(']', from) + 1); // [IPv6]
  const colon = href.indexOf(':', from);
  return href.slice(from, colon === -1 || colon > end ? end : colon);
}

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
