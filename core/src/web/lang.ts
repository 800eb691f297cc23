import tags from 'language-tags';

const cache = new Map<string, boolean>();

/** Whether a value is a well-formed, registered BCP 47 language tag (IANA subtag registry). */
export function isValidLanguageTag(value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  let ok = cache.get(v);
  if (ok === undefined) {
    ok = tags.check(v);
    // Values come from pages: bounded, so hostile pages cannot grow the memo of a long-running server.
    if (cache.size >= 5000) cache.clear();
    cache.set(v, ok);
  }
  return ok;
}

/** The primary language subtag, lower-case (`en` for `en-GB`). */
export function primaryLanguage(value: string): string {
  return value.trim().split(/[-_]/)[0]!.toLowerCase();
}

/**
 * Whether a subtag is a primary language subtag of the IANA registry: deprecated ones included
 * (in, iw, mo are still registered, with a preferred value), and the private-use range qaa–qtz,
 * which the registry lists as one entry.
 */
export function isRegisteredLanguage(subtag: string): boolean {
  const s = subtag.toLowerCase();
  if (!/^[a-z]{2,8}$/.test(s)) return false;
  return /^q[a-t][a-z]$/.test(s) || tags.language(s) !== null;
}
