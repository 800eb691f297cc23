/**
 * Addresses as people type them: a host name without a scheme (`example.com`,
 * `example.com/pricing`) means its https:// page, as in a browser's address bar. Shared by the
 * command line and the website's form.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/**
 * A host name (with a dot, or localhost), an IPv4 address or a bracketed IPv6 one, an optional
 * port, then a path, query or nothing. Whether the host may be analysed is the URL check's call.
 */
export const BARE_HOST = /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#].*)?$/i;

/** The URL a typed address stands for: as typed when it has a scheme, https:// before a bare host name, else as typed (the URL check then says what is wrong). */
export function typedAddress(input: string): string {
  const s = input.trim();
  return !SCHEME.test(s) && BARE_HOST.test(s) ? `https://${s}` : s;
}
