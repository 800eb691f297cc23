import { isPagegradeError, type AnalysisMode, type AnalysisSummary } from '@pagegrade/core';
import type { Quota, RateLimits } from '../http/rate-limit.ts';
import type { AnalysisService } from './analyses.ts';

/**
 * Whether an analysis failed because it never got a page: the name did not resolve, the
 * connection was refused or timed out, the redirects looped, the server answered an error
 * status or something that is not a page (`fetch_failed`), or a redirect or DNS led to a private
 * address (`blocked_host` once the quota was spent: the address itself was checked before). Such
 * an analysis gives its quota back. A page that was fetched but could not be analysed in time
 * (`analysis_timeout`) or an error of ours is not one.
 */
export function gotNoPage(err: unknown): boolean {
  return isPagegradeError(err) && (err.code === 'fetch_failed' || err.code === 'blocked_host');
}

export interface SpendingDeps {
  service: Pick<AnalysisService, 'validateUrl' | 'analyze'>;
  limits: Pick<RateLimits, 'spendAnalyses' | 'refundAnalyses'>;
}

/**
 * One analysis on the client's quota, as the API, the website form and the tool server run it:
 * the URL is checked (a refused URL, or a rendered analysis with no browser, spends nothing), one analysis is spent, and given back when
 * the page could not be fetched at all. `quotas` hears the quota after each change.
 */
export async function analyzeOnQuota(deps: SpendingDeps, client: string, url: string, quotas: (q: Quota[]) => void = () => {}, mode: AnalysisMode = 'static'): Promise<AnalysisSummary> {
  deps.service.validateUrl(url, mode);
  quotas(await deps.limits.spendAnalyses(client, 1));
  try {
    return await deps.service.analyze(url, mode);
  } catch (err) {
    if (gotNoPage(err)) {
      // A refund that fails (its store unreachable) leaves the analysis spent; the client hears the analysis's own error.
      const after = await deps.limits.refundAnalyses(client, 1).catch(() => null);
      if (after) quotas(after);
    }
    throw err;
  }
}
