import { scoringMeta, type Rule } from '@pagegrade/core';
import type { ServiceUrls } from '../discovery/urls.ts';
import type { StoredAnalysis } from '../store/types.ts';
import { reportPlan } from '../pages/report-plan.ts';
import { reportAttachment } from './report-attachment.ts';
import { reportEmail, type ReportEmail } from './report-email.ts';

/** The rules by id, former ids included (analyses stored before a merge name the merged check). */
function rulesById(rules: readonly Rule[]): Map<string, Rule> {
  const byId = new Map(rules.map((r) => [r.id, r]));
  for (const r of rules) for (const id of r.formerIds ?? []) byId.set(id, r);
  return byId;
}

/**
 * The e-mail of one stored analysis: the plan of fixes from its checks (the same as its report's
 * first screen), and its complete report attached. The site's history and the badges stay online:
 * the attachment is about this analysis.
 */
export function composeReportEmail(urls: ServiceUrls, rules: readonly Rule[], analysis: StoredAnalysis, har: string | null, reportUrl: string): ReportEmail {
  const meta = scoringMeta(rules);
  const byId = rulesById(rules);
  const { plan, fixes } = reportPlan(analysis.checks, meta);
  const attachment = reportAttachment({ urls, analysis, rules: byId, meta, url: reportUrl, badge: null, har, history: [], siteHistory: [], siteBadgeUrl: null, emailForm: '' }, urls.base);
  return reportEmail({
    summary: analysis.summary,
    createdAt: analysis.createdAt,
    plan,
    fixes,
    howToFix: (id) => byId.get(id)?.fix,
    reportUrl,
    serviceUrl: urls.home,
    attachment,
  });
}
