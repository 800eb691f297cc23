import { dom, escapeRegExp, perPage, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';

/**
 * Words that name a privacy policy, in the languages of the EU/EEA and other large web
 * languages, matched against lower-cased link text, labels and URLs.
 */
const PRIVACY_WORDS = [
  'privacy', 'datenschutz', 'confidentialit', 'privacidad', 'privacidade', 'privacità', 'riservatezza', 'privatezza', 'privacybeleid', 'privacyverklaring',
  'prywatno', 'ochrona danych', 'integritetspolicy', 'dataskydd', 'personuppgift', 'personoplysning', 'privatliv', 'personvern', 'tietosuoja', 'yksityisyy',
  'gdpr', 'rgpd', 'dsgvo', 'données personnelles', 'donnees-personnelles', 'datos personales', 'dati personali', 'protection des données', 'protección de datos',
  'protezione dei dati', 'ochrana osobních', 'ochrana osobn', 'súkromi', 'adatvédelem', 'adatkezel', 'απόρρητο', 'privātum', 'privatumo', 'privaatsus', 'zasebnost',
  'privatnost', 'confidențialitate', 'confidentialitate', 'поверителност', 'конфиденциальн', 'персональных данных', 'gizlilik', 'kişisel veri', '個人情報', 'プライバシー',
  '隐私', '隱私', '개인정보', 'خصوصية', 'פרטיות', 'गोपनीयता',
];

/** Words that name cookie settings or a consent choice, in the same spirit. */
const COOKIE_WORDS = ['cookie', 'ciasteczk', 'kakor', 'evästee', 'consent', 'einwilligung', 'consentimiento', 'consenso', 'toestemming', 'privacy choices', 'privacy settings', 'privacy preferences', 'privacy options', 'datenschutzeinstellungen', 'privatsphäre-einstellungen', 'do not sell', 'tracking preferences', 'paramètres de confidentialité', 'préférences de confidentialité'];

/** Handlers of consent platforms that reopen the preferences dialog. */
const CMP_HANDLERS = ['cookiebot.renew', 'cookiebot.show', 'onetrust.toggleinfodisplay', 'optanon.toggleinfodisplay', 'uc_ui.show', 'didomi.preferences.show', '__tcfapi', 'klaro.show', 'tarteaucitron.userinterface', 'cmplz', 'displaypreferencemodal', 'showconsent', 'cookieconsent', 'openpreferences', 'truste.eu', 'sp.loadprivacymanagermodal', 'ketch(', 'transcend.showconsentmanager', 'osano.cm', 'cookiescript', 'iubenda'];
/** Classes consent platforms bind their "reopen settings" behaviour to. */
const CMP_CLASSES = ['ot-sdk-show-settings', 'optanon-show-settings', 'iubenda-cs-preferences-link', 'termly-display-preferences', 'cc-revoke', 'cmplz-show-banner', 'cky-banner-element', 'cookie-settings', 'cookiesettings', 'js-cookie-settings', 'consent-settings', 'ch2-open-settings-btn', 'cookiefirst-show-settings', 'cookie-preferences'];

const CMP_CLASS_FRAGMENT = /settings|preferences|revo|cmplz|banner-element/i;
if (!CMP_CLASSES.every((c) => CMP_CLASS_FRAGMENT.test(c))) throw new Error('CMP_CLASS_FRAGMENT misses a CMP class');

/** Texts of buttons that only accept or reject: a banner's accept button is not a settings link. */
const ACCEPT_ONLY = /^(accept|allow|agree|reject|decline|deny|ok\b|got it|i understand|alle akzeptieren|akzeptieren|zustimmen|ablehnen|accepter|tout accepter|refuser|aceptar|rechazar|accetta|rifiuta|accepteren|weigeren)/;

/**
 * A link or button with its label and target. Label and href are built on first read: the two
 * rules that search the links test the raw text and href first, which rules out most links, and
 * lower-casing every href and label (and normalising the label) was most of the cost of the list.
 */
export class Labelled {
  private lowerLabel: string | null = null;
  private lowerHref: string | null = null;

  constructor(
    readonly element: Element,
    /** Visible text, aria-label, title and alt as on the page: the label before normalising. */
    readonly raw: string,
    /** The href as on the page (empty when none). */
    readonly rawHref: string,
  ) {}

  /** Lower-cased visible text, aria-label and title. */
  get label(): string {
    // Empty labels (icon buttons, <link> without a title) need no normalising or case mapping.
    return (this.lowerLabel ??= this.raw === '' ? '' : dom.normalizeSpace(this.raw).toLowerCase());
  }

  /** Lower-cased href, at most 500 characters (empty when none). */
  get href(): string {
    const href = this.rawHref;
    return (this.lowerHref ??= href === '' ? '' : (href.length > 500 ? href.slice(0, 500) : href).toLowerCase());
  }
}

/** Every link and button with its label and target, computed once per page (labels bounded to 300 characters). */
export const linksAndButtons = perPage((page: Page): Labelled[] => {
  const out: Labelled[] = [];
  for (const tag of LABELLED_TAGS) {
    const textless = tag === 'link' || tag === 'area';
    for (const el of page.index.byTag.get(tag) ?? []) {
      if (out.length >= 50_000) break;
      const attribs = el.attribs;
      const text = textless ? '' : collect(el, 300, 2000, null);
      const aria = attribs['aria-label'];
      const title = attribs['title'];
      const alt = tag === 'area' ? attribs['alt'] : undefined;
      // With nothing to append, normalising the text alone gives the same label (the trailing separators are trimmed away).
      const joined = aria || title || alt ? `${text} ${aria ?? ''} ${title ?? ''} ${alt ?? ''}` : text;
      out.push(new Labelled(el, joined, attribs['href'] ?? ''));
    }
  }
  return out;
});

const LABELLED_TAGS = ['a', 'button', 'area', 'link'];

/** Text of an element, stopping after `max` characters or `maxNodes` visited nodes (links are short; a pathological one is not). */
export function boundedText(el: Element, max: number, maxNodes = 2000): string {
  return collect(el, max, maxNodes, null);
}

/** Text and link targets (lower-cased hrefs) inside an element, bounded in characters and nodes visited. */
export function scan(el: Element, max: number, maxNodes: number): { text: string; hrefs: string[] } {
  const hrefs: string[] = [];
  return { text: collect(el, max, maxNodes, hrefs), hrefs };
}

/** The text of boundedText and scan (templates read, non-empty alts), adding the targets of links inside to `hrefs` when given. */
function collect(el: Element, max: number, maxNodes: number, hrefs: string[] | null): string {
  return dom.boundedText(el, max, maxNodes, { alt: 'given', template: true, ...(hrefs ? { hrefs } : {}) }).slice(0, max);
}

/**
 * Tests for "the text contains one of these words" in one pass over the text: one regular
 * expression of the escaped words, which the engine compiles to a single scan (faster than a
 * table lookup per character in JavaScript, and far faster than one `includes` per word; labels
 * and URLs are checked for every link of the page). `exact` is for lower-cased, normalised labels
 * and URLs; `raw` finds at least every text whose label `exact` would find, without building it.
 */
function containsAny(words: readonly string[]): { exact: RegExp; raw: RegExp } {
  // A word that contains another adds nothing to "contains one of": only the others are kept.
  const kept = words.filter((w) => !words.some((o) => o !== w && w.includes(o)));
  // No flags: code units are compared exactly, as `includes` would.
  return { exact: new RegExp(trie(kept, escapeRegExp)), raw: new RegExp(trie(kept, rawChar), 'iu') };
}

/**
 * A word's character in the test of a label before normalising and lower-casing, which must find
 * every word the label will hold: a space there is a run of HTML white space here, and a letter is
 * any character that lower-cases to it. Simple case folding (the `iu` flags) relates each character
 * to its lower case (the Kelvin sign to k as well) except U+0130 (İ), which lower-cases to "i" and a
 * combining dot.
 */
function rawChar(c: string): string {
  if (c === ' ') return '[\\t\\n\\f\\r ]+';
  if (c === 'i') return '[i\\u0130]';
  return escapeRegExp(c);
}

/**
 * The words as one pattern with their common prefixes factored out (`p(?:rivacy|ersonvern)`): the
 * engine then tests one character where a flat alternation tries every word at every position.
 * None of the words is a prefix of another (those were dropped above).
 */
function trie(words: readonly string[], char: (c: string) => string): string {
  if (words.includes('')) return '';
  const byFirst = new Map<string, string[]>();
  for (const w of words) {
    const rest = byFirst.get(w[0]!);
    if (rest) rest.push(w.slice(1));
    else byFirst.set(w[0]!, [w.slice(1)]);
  }
  const alternatives = [...byFirst].map(([first, rest]) => char(first) + trie(rest, char));
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}

const PRIVACY = containsAny(PRIVACY_WORDS);
const COOKIE = containsAny(COOKIE_WORDS);
/** Finds at least every raw href whose lower-cased form holds "cookie". */
const COOKIE_HREF = containsAny(['cookie']).raw;
/** Finds every raw href whose lower-cased form starts "javascript:" (no character lower-cases into it but ASCII letters). */
const JS_SCHEME = /^javascript:/i;

export function mentionsPrivacy(s: string): boolean {
  return PRIVACY.exact.test(s);
}

/** A link to the privacy policy: by text, by URL, or rel="privacy-policy". */
export function isPrivacyLink(l: Labelled): boolean {
  if (l.element.name === 'button') return false;
  if (dom.hasToken(l.element, 'rel', 'privacy-policy')) return true;
  if (l.element.name === 'link') return false;
  // The raw tests find at least every label and href the exact ones would (a longer href only adds matches).
  return (PRIVACY.raw.test(l.raw) && mentionsPrivacy(l.label)) || (PRIVACY.raw.test(l.rawHref) && mentionsPrivacy(l.href));
}

function isControlTag(name: string): boolean {
  return name === 'a' || name === 'button' || name === 'area';
}

function hasCmpHandler(code: string): boolean {
  for (const h of CMP_HANDLERS) if (code.includes(h)) return true;
  return false;
}

function hasCmpClass(el: Element): boolean {
  // Every CMP class contains one of these fragments (none with a letter that a non-ASCII character
  // lower-cases to), so a class attribute without them needs no token split.
  if (!CMP_CLASS_FRAGMENT.test(el.attribs['class']!)) return false;
  for (const c of dom.tokens(el, 'class')) if (CMP_CLASSES.includes(c)) return true;
  return false;
}

/**
 * The links and buttons a consent platform marks as its settings control by onclick handler, class
 * or data-cc, or null when there are none (most pages). Read from the attribute index once per
 * page: the three attributes are usually absent, and reading them (and testing the class) on every
 * link was about half of isCookieSettingsControl's time.
 */
export const cmpMarkedControls = perPage((page: Page): ReadonlySet<Element> | null => {
  let out: Set<Element> | null = null;
  const byAttribute = page.index.byAttribute;
  for (const el of byAttribute.get('onclick') ?? []) {
    if (isControlTag(el.name) && hasCmpHandler(el.attribs['onclick']!.slice(0, 500).toLowerCase())) (out ??= new Set()).add(el);
  }
  for (const el of byAttribute.get('class') ?? []) if (isControlTag(el.name) && hasCmpClass(el)) (out ??= new Set()).add(el);
  for (const el of byAttribute.get('data-cc') ?? []) {
    const cc = el.attribs['data-cc'];
    if (isControlTag(el.name) && (cc === 'c-settings' || cc === 'show-preferencesmodal')) (out ??= new Set()).add(el);
  }
  return out;
});

/** A control that opens cookie settings or the cookie policy (`marked` from cmpMarkedControls). */
export function isCookieSettingsControl(l: Labelled, marked: ReadonlySet<Element> | null): boolean {
  const el = l.element;
  if (el.name === 'link') return false;
  if (marked !== null && marked.has(el)) return true;
  const rawHref = l.rawHref;
  if (JS_SCHEME.test(rawHref) && l.href.startsWith('javascript:') && hasCmpHandler(l.href)) return true;
  const cookieHref = COOKIE_HREF.test(rawHref) && l.href.includes('cookie');
  const cookieWord = COOKIE.raw.test(l.raw);
  if (!cookieWord && !cookieHref) return false;
  const label = l.label;
  if (label && ACCEPT_ONLY.test(label)) return false;
  return (cookieWord && COOKIE.exact.test(label)) || cookieHref;
}

/** The nearest ancestor matching a predicate, looking at most `maxSteps` levels up (labels and forms are near). */
export function closestWithin(el: Element, predicate: (e: Element) => boolean, maxSteps: number): Element | null {
  let cur = el.parent;
  for (let i = 0; i < maxSteps && cur && dom.isElement(cur as Element); i++) {
    if (predicate(cur as Element)) return cur as Element;
    cur = (cur as Element).parent;
  }
  return null;
}
