/** Email addresses, bounded quantifiers so that scanning stays linear on long input. */
export const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/;

/** Percent-decodes leniently (a malformed escape leaves the text as it was). */
export function decodeLenient(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s.replace(/%40/gi, '@');
  }
}

/** Query parameter names that carry personal data. */
const PERSONAL_PARAMS = new Set(['email', 'e-mail', 'mail', 'emailaddress', 'email_address', 'user_email', 'phone', 'phonenumber', 'phone_number', 'tel', 'mobile', 'firstname', 'first_name', 'lastname', 'last_name', 'fullname', 'full_name', 'name', 'surname', 'address', 'street', 'zip', 'postcode', 'postal_code', 'birthdate', 'dob', 'ssn', 'em', 'ph', 'fn', 'ln']);

/** The personal data a URL's query string carries: parameter names, or "an email address". */
export function personalDataInUrl(url: string): string[] {
  const q = url.indexOf('?');
  if (q === -1) return [];
  const query = url.slice(q + 1, q + 1 + 4000);
  const found: string[] = [];
  // Pairs are walked in place rather than split: this runs for every third-party URL and link with a query.
  for (let from = 0; from <= query.length; ) {
    let to = query.indexOf('&', from);
    if (to === -1) to = query.length;
    const eq = query.indexOf('=', from);
    const from_ = from;
    from = to + 1;
    // An empty raw value stays empty when decoded.
    if (eq === -1 || eq >= to - 1) continue;
    const key = decodeLenient(query.slice(from_, eq)).toLowerCase();
    const raw = query.slice(eq + 1, to);
    // Only '@' or its escape %40 decode to '@', which an email address needs.
    if ((raw.includes('@') || /%40/i.test(raw)) && EMAIL.test(decodeLenient(raw))) found.push(`${key}=<email address>`);
    else if (PERSONAL_PARAMS.has(key) && key.length > 2) found.push(key);
  }
  return found;
}
