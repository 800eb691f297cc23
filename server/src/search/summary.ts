import type { Answer } from './knowledge.ts';
import { excerpt } from './documents.ts';

/** How many results a summary draws on. */
const SUMMARIZED = 3;

/**
 * The `summary` of summarize/generate modes, put together from the top results without a
 * language model: a site or the leaderboard is stated in full; docs and checks are listed.
 */
export function summarize(query: string, answer: Answer): string {
  const top = answer.hits.slice(0, SUMMARIZED);
  if (top.length === 0) return answer.message ?? `No answer to "${query}".`;
  const first = top[0]!;
  if (first.kind === 'site' || first.kind === 'page' || first.kind === 'leaderboard') return [first.text, answer.message].filter(Boolean).join(' ');
  const parts = top.map((h, i) => `${i + 1}. ${h.title}: ${excerpt(h.text, 200)}`);
  return `${answer.hits.length === 1 ? 'One result' : `${answer.hits.length} results`} for "${query}". ${parts.join(' ')}`;
}
