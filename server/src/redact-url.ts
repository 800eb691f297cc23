/**
 * A server's address without its password, for messages and logs (PostgreSQL, Redis): an
 * operator's own address, kept whole but for the password. The addresses of analysed pages have
 * their own, wider rules for the public (privacy/public-url.ts).
 */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.href;
  } catch {
    return '(an unreadable URL)';
  }
}
