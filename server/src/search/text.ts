import { DIMENSIONS, type DimensionKey } from '@pagegrade/core';

/**
 * Words that say nothing about what is asked. Dropping them keeps BM25 from ranking a document
 * up because it repeats "the" or "what".
 */
const STOPWORDS = new Set(
  'a an and are as at be by can could do does did for from has have how i if in into is it its me my of on or our pagegrade please should so than that the their them there these they this those to was we were what when where which who why will with would you your about'.split(' '),
);

/**
 * Names people use for a dimension, as phrases in lower case. They are matched on word
 * boundaries, longest first, so "ai readiness" wins over "ai".
 */
export const DIMENSION_SYNONYMS: Record<DimensionKey, string[]> = {
  seo: ['seo', 'search engine optimization', 'search engine optimisation', 'search engines', 'search engine'],
  geo: ['geo', 'ai readiness', 'ai-readiness', 'ai ready', 'generative engine optimization', 'generative engine optimisation', 'answer engines', 'answer engine', 'llm', 'llms', 'ai'],
  performance: ['performance', 'perf', 'speed', 'page speed', 'web performance', 'fast', 'slow'],
  accessibility: ['accessibility', 'a11y', 'accessible', 'wcag', 'screen reader', 'screen readers'],
  codeQuality: ['code quality', 'code-quality', 'codequality'],
  uiux: ['ui/ux', 'ui-ux', 'uiux', 'ui', 'ux', 'usability', 'user experience', 'user interface'],
  dataTracking: ['data & tracking', 'data and tracking', 'data-tracking', 'datatracking', 'tracking', 'privacy', 'trackers', 'tracker', 'consent', 'gdpr'],
  security: ['security', 'secure', 'https', 'tls'],
};

/** The words each dimension is indexed under, so a synonym in a question finds its checks. */
export function dimensionTerms(key: DimensionKey): string {
  return DIMENSION_SYNONYMS[key].join(' ');
}

const PHRASES: Array<[string, DimensionKey]> = DIMENSIONS.flatMap((d) => DIMENSION_SYNONYMS[d].map((p) => [p, d] as [string, DimensionKey])).sort(
  (a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/&-]/g, '\\$&');
}

const PHRASE_RES = PHRASES.map(([p, d]) => [new RegExp(`(^|[^a-z0-9])${escapeRegExp(p)}(?=$|[^a-z0-9])`), d] as const);

/** Dimensions named in `text`, in the order of the dimension list (each once). */
export function dimensionsIn(text: string): DimensionKey[] {
  let rest = text.toLowerCase();
  const found = new Set<DimensionKey>();
  for (const [re, d] of PHRASE_RES) {
    // Blank out what matched so "code quality" does not also count as "code".
    const m = re.exec(rest);
    if (!m) continue;
    found.add(d);
    rest = rest.replace(re, (_all, before: string) => `${before} `);
  }
  return DIMENSIONS.filter((d) => found.has(d));
}

/**
 * A small suffix stripper, applied alike to documents and queries, so "scored", "scoring" and
 * "scores" meet at "scor" and "checks" finds "check". It only has to be consistent, not linguistic.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's', 'e']) {
    if (!word.endsWith(suffix)) continue;
    if (suffix === 's' && (word.endsWith('ss') || word.endsWith('us'))) continue;
    const base = word.slice(0, -suffix.length);
    if (base.length < 3) continue;
    // "capped" → "cap", "running" → "run"; but "passed" → "pass", "called" → "call".
    if ((suffix === 'ed' || suffix === 'ing') && /([bcdfghjklmnpqrstvwxz])\1$/.test(base) && !/(ll|ss|ff|zz)$/.test(base)) return base.slice(0, -1);
    return base;
  }
  return word;
}

/** Query and document text → search terms: lower case, split on anything but letters and digits, synonyms added. */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase().replace(/\ba11y\b/g, 'accessibility a11y');
  return lower.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
}

/** One token as the index stores it, or null for a stopword. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (STOPWORDS.has(t)) return null;
  return stem(t);
}

/** The meaningful words of a question (stopwords dropped), stemmed. */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

/** A GitHub-style heading slug: `## 2. The curve: 70 is a good site` → `2-the-curve-70-is-a-good-site`. */
export function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}
