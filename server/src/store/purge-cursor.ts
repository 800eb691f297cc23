import type { PurgePosition } from './types.ts';
import { iso, type When } from './rows.ts';

/** An analysis the retention purge looked at (SELECT id, created_at … ORDER BY created_at, id). */
export interface PurgeCandidate {
  id: string;
  created_at: When;
}

/**
 * Where the next batch of the purge starts: after the last analysis looked at, when the batch was
 * full (there may be more); null when it was not, and the purge is done. Kept or deleted alike, an
 * analysis looked at is never looked at again in the same pass.
 */
export function nextPurgePosition(candidates: readonly PurgeCandidate[], limit: number): PurgePosition | null {
  const last = candidates.at(-1);
  return candidates.length === limit && last ? { createdAt: iso(last.created_at), id: last.id } : null;
}
