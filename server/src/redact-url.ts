/** A server's address without its password, for messages and logs (PostgreSQL, Redis). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.href;
  } catch {
    return '(an unreadable URL)';
  }
}
