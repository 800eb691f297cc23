/** Major HTTP version of a HAR httpVersion string ('HTTP/1.1', 'h2', 'HTTP/2.0', 'h3', 'http/3'), or null. */
export function httpMajor(version: string): 1 | 2 | 3 | null {
  const v = version.trim().toLowerCase();
  if (/^(h3|http\/3|h3-\d+)/.test(v)) return 3;
  if (/^(h2|http\/2|h2c)/.test(v)) return 2;
  if (/^http\/(1|0\.9)/.test(v)) return 1;
  return null;
}
