import { TidyURL } from '@protontech/tidy-url';

/**
 * A page address as the public may see it: on the leaderboard, in reports, badges, the API's
 * answers, search results, logs and e-mails. People paste addresses with their own secrets in
 * them (a password-reset link, a session id, their e-mail address, a signed download link, the
 * click id an advert appended); the service fetches the address as given, but keeps and shows
 * only this cleaned form. The rules, documented on the privacy page:
 *
 * - userinfo (`user:password@`) is dropped;
 * - a query (or fragment) parameter keeps its name and gets the value `REDACTED` when its name
 *   says it holds a credential, token, session, password, API key, signature or e-mail address,
 *   when it is a known tracking id, or when its value looks like an e-mail address, a JWT or a
 *   long random token;
 * - a path segment becomes `REDACTED` when it is an e-mail address, a JWT, or a random token of
 *   32 characters or more; path parameters (`;jsessionid=…`) follow the query's rules.
 *
 * Replacing rather than dropping keeps the address recognisable (which page of which site, with
 * which parameters) and shows that something was taken out. Everything else is left byte for
 * byte as it was: an address with nothing to clean is returned unchanged.
 */
export const REDACTED = 'REDACTED';

/**
 * Tracking ids: the cross-site list of tidy-url (Proton's maintained list of tracking and campaign
 * parameters; its per-site rules also remove ordinary parameters such as search words, so they
 * are not used), and click ids it does not list yet.
 */
const TRACKING = new Set(
  [
    ...(TidyURL.rules.find((r) => r.name === 'Global')?.rules ?? []),
    'msclkid', 'dclid', 'gbraid', 'wbraid', 'yclid', 'twclid', 'ttclid', 'igshid', 'li_fat_id', 'epik', 'srsltid', '_gl', '_ga', 'mc_eid', 'mc_cid', 's_cid', 'ef_id', 'irclickid', 'rb_clickid',
  ].map((n) => n.trim().toLowerCase()),
);

/** Roots that mark a secret wherever they appear in a parameter name (`reset_token`, `PHPSESSID`, `X-Amz-Credential`). */
const SECRET_ROOTS = /token|secret|passw|passcode|session|sessid|apikey|api_key|api-key|signature|credential|e[-_]?mail|jwt|bearer|csrf|xsrf|private[-_]?key|access[-_]?key|auth[-_]?key|hmac/i;
/** Words that mark a secret only as a whole word of the name (`sig`, but not `signup`; `pass`, but not `passage`). */
const SECRET_WORDS = new Set(['pwd', 'pass', 'sid', 'sig', 'auth', 'authorization', 'otp', 'ticket', 'mail', 'saml', 'samlresponse', 'verifier']);

/** Whether a parameter of this name holds something that identifies a person or a secret. */
export function isSensitiveName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  // `key` alone is an API key (`?key=AIza…`); in other names (`sort_key`) it is not.
  if (TRACKING.has(lower) || lower.startsWith('utm_') || lower === 'key') return true;
  if (SECRET_ROOTS.test(name)) return true;
  // Words of the name: split at separators and at camelCase humps.
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w) => SECRET_WORDS.has(w));
}

const EMAIL = /[^\s@/?#&=:;,<>()"']+@[^\s@/?#&=:;,<>()"']+\.[a-z]{2,}/i;
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/;

function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / s.length) * Math.log2(n / s.length);
  return bits;
}

function charClass(ch: string): number {
  return /[A-Z]/.test(ch) ? 0 : /[a-z]/.test(ch) ? 1 : 2;
}

/**
 * A random token of at least `min` characters (base64url, base64 or hex), told from words, slugs
 * and product codes by how often the kind of character (capital, small letter, digit) changes,
 * separators aside: about every second character in random text, seldom in words with a number
 * (`iphone15promax256gb`, `the-best-shoes-of-2024`). Hand-written: the secret scanners on npm look
 * for known key formats in source files, not for a random value in an address.
 */
export function looksRandom(value: string, min: number): boolean {
  if (value.length < min || !/^[A-Za-z0-9_\-+/=~.]+$/.test(value)) return false;
  const body = value.replace(/[-_+/=~.]/g, '');
  if (body.length < min * 0.75 || !/[0-9]/.test(body) || !/[A-Za-z]/.test(body)) return false;
  let switches = 0;
  for (let i = 1; i < body.length; i++) if (charClass(body[i]!) !== charClass(body[i - 1]!)) switches++;
  return switches / (body.length - 1) >= 0.3 && entropy(body) >= 3;
}

/** Random values this long or longer are taken for tokens: 128 bits in hex, 192 in base64. */
const TOKEN_LENGTH = 32;

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** A value that identifies a person or is a secret by its look, whatever its parameter is called. */
export function isSecretValue(raw: string): boolean {
  const value = decode(raw);
  return EMAIL.test(value) || JWT.test(value) || looksRandom(value, TOKEN_LENGTH);
}

/** A path segment that is a secret: an e-mail address, a JWT, or a random token of 32 characters or more. */
function isSecretSegment(raw: string): boolean {
  const segment = decode(raw);
  return EMAIL.test(segment) || JWT.test(segment) || (/^[\w-]+$/.test(segment) && looksRandom(segment, TOKEN_LENGTH));
}

export interface CleanedUrl {
  /** The address with secrets replaced; the input itself when there was nothing to clean. */
  url: string;
  /** What was taken out, by kind, for the note that says so: parameter names, `path`, `userinfo`. */
  removed: string[];
  /** The values taken out (raw and decoded), to take them out of text that quotes them too. */
  secrets: string[];
}

/** `a=1&b=2` (or `;`-separated path parameters) with sensitive values replaced; the pairs keep their order and their spelling. */
function cleanParams(params: string, removed: string[], secrets: string[], separator = '&'): string {
  return params
    .split(separator)
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = decode(pair.slice(0, eq));
      const value = pair.slice(eq + 1);
      if (value === '' || value === REDACTED) return pair;
      if (!isSensitiveName(name) && !isSecretValue(value)) return pair;
      removed.push(name);
      secrets.push(value, decode(value));
      return `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join(separator);
}

/** The public form of a page address (see the rules above). Anything that is not an http(s) URL is returned as it is. */
export function cleanUrl(input: string): CleanedUrl {
  let u: URL;
  try {
    u = new URL(input);
  } catch {
    return { url: input, removed: [], secrets: [] };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return { url: input, removed: [], secrets: [] };
  const removed: string[] = [];
  const secrets: string[] = [];
  if (u.username || u.password) {
    removed.push('userinfo');
    for (const part of [u.username, u.password]) if (part) secrets.push(part, decode(part));
    u.username = '';
    u.password = '';
  }
  const segments = u.pathname.split('/');
  let pathChanged = false;
  for (let i = 0; i < segments.length; i++) {
    const [segment = '', ...matrix] = segments[i]!.split(';');
    let cleaned = segment;
    if (segment && isSecretSegment(segment)) {
      secrets.push(segment, decode(segment));
      cleaned = REDACTED;
      removed.push('path');
    }
    // Path parameters (`/cart;jsessionid=…`, servlet session tracking) follow the query's rules.
    const params = matrix.length ? `;${cleanParams(matrix.join(';'), removed, secrets, ';')}` : '';
    if (`${cleaned}${params}` !== segments[i]) {
      segments[i] = `${cleaned}${params}`;
      pathChanged = true;
    }
  }
  if (pathChanged) u.pathname = segments.join('/');
  if (u.search) {
    const search = cleanParams(u.search.slice(1), removed, secrets);
    if (search !== u.search.slice(1)) u.search = search;
  }
  if (u.hash) {
    const fragment = u.hash.slice(1);
    // A fragment that reads as parameters (OAuth's implicit flow puts `access_token=` there), else as one value.
    const cleaned = fragment.includes('=') ? cleanParams(fragment, removed, secrets) : isSecretValue(fragment) ? REDACTED : fragment;
    if (cleaned !== fragment) {
      if (!fragment.includes('=')) {
        removed.push('fragment');
        secrets.push(fragment, decode(fragment));
      }
      u.hash = cleaned;
    }
  }
  if (!removed.length) return { url: input, removed, secrets };
  return { url: u.href, removed: [...new Set(removed)], secrets: [...new Set(secrets)] };
}

/** Secrets shorter than this are taken out of addresses only, never out of free text, where they would hit ordinary words. */
const MIN_TEXT_SECRET = 6;

/**
 * Cleans the addresses of one page (the one asked for, its redirects, the final one) and every
 * text that quotes them: addresses of the same hosts are cleaned by the same rules, and the values
 * taken out of the page's own addresses are replaced wherever else they appear (a title that
 * greets the e-mail address of the link, a finding that quotes the canonical link).
 */
export class UrlScrubber {
  readonly removed: string[];
  private readonly hosts: Set<string>;
  private readonly secrets: string[];

  /**
   * `anyHost`: clean every address in the text, not only those of the page's hosts (an error
   * message quotes only the page's own addresses, including redirect targets not yet known).
   */
  constructor(
    addresses: readonly string[],
    private readonly anyHost = false,
  ) {
    const removed = new Set<string>();
    const secrets = new Set<string>();
    const hosts = new Set<string>();
    for (const address of addresses) {
      const c = cleanUrl(address);
      c.removed.forEach((r) => removed.add(r));
      c.secrets.forEach((s) => secrets.add(s));
      try {
        hosts.add(new URL(address).hostname);
      } catch {
        // not an address: nothing of it to recognise elsewhere
      }
    }
    this.removed = [...removed];
    this.hosts = hosts;
    // Longest first, so a value is never left half-replaced by a shorter one it contains.
    this.secrets = [...secrets].filter((s) => s.length >= MIN_TEXT_SECRET).sort((a, b) => b.length - a.length);
  }

  /** Whether any of the addresses had something to clean: when not, nothing needs scrubbing. */
  get active(): boolean {
    return this.removed.length > 0;
  }

  /** An address of one of the page's hosts cleaned; any other address as it is. */
  url(address: string): string {
    return this.text(address);
  }

  /** Text with the page's addresses cleaned and its secrets replaced. */
  text(s: string): string {
    if ((!this.active && !this.anyHost) || s.length < MIN_TEXT_SECRET) return s;
    let out = s.replace(/\bhttps?:\/\/[^\s"'<>`\\]+/gi, (match) => {
      // Trailing punctuation of the sentence is not part of the address.
      const trail = /[).,;:!?\]]+$/.exec(match)?.[0] ?? '';
      const address = trail ? match.slice(0, -trail.length) : match;
      try {
        if (!this.anyHost && !this.hosts.has(new URL(address).hostname)) return match;
      } catch {
        return match;
      }
      return cleanUrl(address).url + trail;
    });
    for (const secret of this.secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }

  /** A copy of a JSON value with every string (and key) scrubbed. */
  value<T>(v: T): T {
    if (!this.active) return v;
    return this.walk(v) as T;
  }

  private walk(v: unknown): unknown {
    if (typeof v === 'string') return this.text(v);
    if (Array.isArray(v)) return v.map((x) => this.walk(x));
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[this.text(k)] = this.walk(x);
      return out;
    }
    return v;
  }

  /**
   * What the report and the API say about it: which parameters' values (and which other parts)
   * were replaced. Names only, never the values.
   */
  note(privacyUrl: string): string | null {
    if (!this.active) return null;
    const params = this.removed.filter((r) => !['userinfo', 'path', 'fragment'].includes(r));
    const parts = [
      ...(params.length ? [`the value${params.length > 1 ? 's' : ''} of ${params.map((p) => `"${p}"`).join(', ')}`] : []),
      ...(this.removed.includes('path') ? ['a path segment that is a token or an e-mail address'] : []),
      ...(this.removed.includes('fragment') ? ['a token in the fragment'] : []),
      ...(this.removed.includes('userinfo') ? ['the user name and password'] : []),
    ];
    return `The address is shown cleaned: ${parts.join(', ')} ${parts.length > 1 ? 'were' : 'was'} replaced with ${REDACTED} before anything was stored, because they can identify a person or grant access. The page was fetched at the address as given. See ${privacyUrl}.`;
  }
}

/** Text (a question, a message) with every address in it in its public form. */
export function cleanUrlsIn(text: string): string {
  return new UrlScrubber([], true).text(text);
}
