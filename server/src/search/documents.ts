import { readFileSync } from 'node:fs';
import {
  CURVE_EXPONENT,
  DIMENSION_LABELS,
  GRADE_TABLE,
  IMPACT_WEIGHT,
  IMPACTS,
  OUTCOME_CREDIT,
  type CatalogueEntry,
  type DimensionKey,
} from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import { slugify } from './text.ts';
import { rootFolder } from '../shipped.ts';

const docsDir = rootFolder('docs');

/** A long document of the repository, read once at startup. */
export function readDoc(name: 'scoring' | 'checks'): string {
  return readFileSync(new URL(`${name}.md`, docsDir), 'utf8');
}

/** A static entry of the index: a check, a section of docs/scoring.md or a dimension's scoring explanation. */
export interface StaticEntry {
  kind: 'check' | 'doc';
  id: string;
  title: string;
  url: string;
  /** What a result shows: one or two plain sentences. */
  text: string;
  /** Everything searchable about the entry. */
  body: string;
  dimension: DimensionKey | null;
  schemaObject: Record<string, unknown>;
}

const CONTEXT = 'https://schema.org';

/** Markdown → plain text good enough for search and short descriptions. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\|?[-| :]+\|?$/gm, ' ')
    .replace(/[*_`#|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence or so of `text`, at most `max` characters, cut at a word. */
export function excerpt(text: string, max = 280): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max / 2) return cut.slice(0, sentence + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : max)}…`;
}

export interface DocSection {
  level: number;
  heading: string;
  slug: string;
  markdown: string;
}

/** The `##` and `###` sections of a markdown document, each with the text up to the next heading. */
export function sections(markdown: string): DocSection[] {
  const out: DocSection[] = [];
  let current: DocSection | null = null;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const m = inFence ? null : /^(#{2,3})\s+(.+?)\s*$/.exec(line);
    if (m) {
      current = { level: m[1]!.length, heading: m[2]!, slug: slugify(m[2]!), markdown: '' };
      out.push(current);
    } else if (current) {
      current.markdown += `${line}\n`;
    }
  }
  return out;
}

/** The check catalogue as one DefinedTermSet, the set every check's DefinedTerm belongs to. */
export function termSet(urls: ServiceUrls): Record<string, unknown> {
  return { '@type': 'DefinedTermSet', '@id': urls.checksDocs, name: 'pagegrade check catalogue', url: urls.checksDocs };
}

/** The address of a check's page in the check catalogue (not the fetch guard's `checkUrl`). */
export function checkDocsUrl(urls: ServiceUrls, id: string): string {
  return `${urls.checksDocs}/${id}`;
}

export function checkEntry(e: CatalogueEntry, urls: ServiceUrls): StaticEntry {
  const url = checkDocsUrl(urls, e.id);
  const caps = e.caps.map((c) => `Caps the ${c.scope === 'overall' ? 'overall' : DIMENSION_LABELS[e.dimension]} score at ${c.max} when it fails: ${c.reason}`);
  return {
    kind: 'check',
    id: e.id,
    title: `${e.id}: ${e.title}`,
    url,
    text: `${DIMENSION_LABELS[e.dimension]} check, impact ${e.impact}. ${e.description}`,
    body: [e.title, e.failureTitle, e.description, e.why, e.fix, ...caps].join(' '),
    dimension: e.dimension,
    schemaObject: {
      '@context': CONTEXT,
      '@type': 'DefinedTerm',
      '@id': url,
      termCode: e.id,
      name: e.title,
      description: e.description,
      url,
      inDefinedTermSet: termSet(urls),
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'dimension', value: DIMENSION_LABELS[e.dimension] },
        { '@type': 'PropertyValue', name: 'impact', value: e.impact },
        { '@type': 'PropertyValue', name: 'why', value: e.why },
        { '@type': 'PropertyValue', name: 'fix', value: e.fix },
        ...caps.map((c) => ({ '@type': 'PropertyValue', name: 'cap', value: c })),
      ],
    },
  };
}

function article(urls: ServiceUrls, id: string, url: string, title: string, text: string, body: string, dimension: DimensionKey | null, section: string): StaticEntry {
  return {
    kind: 'doc',
    id,
    title,
    url,
    text,
    body,
    dimension,
    schemaObject: {
      '@context': CONTEXT,
      '@type': 'TechArticle',
      '@id': url,
      headline: title,
      name: title,
      description: text,
      url,
      articleSection: section,
      ...(dimension ? { about: DIMENSION_LABELS[dimension] } : {}),
      isPartOf: { '@type': 'CreativeWork', name: 'pagegrade scoring', url: urls.scoringDocs },
    },
  };
}

/** One entry per `##`/`###` section of docs/scoring.md. */
export function scoringSectionEntries(markdown: string, urls: ServiceUrls): StaticEntry[] {
  return sections(markdown).map((s) => {
    const title = s.heading.replace(/^\d+\.\s*/, '');
    const text = plainText(s.markdown);
    return article(urls, `doc:scoring-${s.slug}`, `${urls.scoringDocs}#${s.slug}`, `Scoring: ${title}`, excerpt(text), `${title} ${text}`, null, s.heading);
  });
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * "How is <dimension> scored": built from the scoring constants and the catalogue, so it always
 * says what the code does.
 */
export function dimensionEntry(d: DimensionKey, entries: readonly CatalogueEntry[], urls: ServiceUrls): StaticEntry {
  const label = DIMENSION_LABELS[d];
  const mine = entries.filter((e) => e.dimension === d);
  const byImpact = IMPACTS.map((i) => `${mine.filter((e) => e.impact === i).length} ${i} (weight ${IMPACT_WEIGHT[i]})`);
  const credit = Object.entries(OUTCOME_CREDIT).map(([o, c]) => `${o} ${c}`);
  const caps = mine.flatMap((e) => e.caps.map((c) => `${e.id} ${c.scope === 'overall' ? 'caps the overall score' : `caps ${label}`} at ${c.max} (${c.reason.replace(/\.$/, '')})`));
  const good = GRADE_TABLE.find((g) => g.grade === 'B-');
  const text =
    `${label} has ${mine.length} checks: ${list(byImpact)}. ` +
    `Each counted check earns its weight times its credit (${list(credit)}); not-applicable, needs-review and error are not counted. ` +
    `The ${label} score is round(100 × ratio^${CURVE_EXPONENT}) of earned over possible weight, so 85 % of the credit scores ${Math.round(100 * Math.pow(0.85, CURVE_EXPONENT))}` +
    `${good ? ` (grade ${good.grade} from ${good.min})` : ''}. ` +
    (caps.length ? `Caps: ${caps.join('; ')}. ` : `No ${label} check caps the score. `) +
    `The overall score is the mean of the dimensions with counted checks, all weighing the same; grades go from ${GRADE_TABLE[0]!.grade} (${GRADE_TABLE[0]!.min}+) to ${GRADE_TABLE.at(-1)!.grade}.`;
  const title = `How ${label} is scored`;
  return article(urls, `doc:dimension-${d}`, `${urls.scoringDocs}#dimension-${d}`, title, text, `${title} score scoring scored weight grade cap ${text}`, d, label);
}
