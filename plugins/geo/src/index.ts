import { definePlugin } from '@pagegrade/core';
import agentSkills from './rules/agent-skills.ts';
import aiCatalog from './rules/ai-catalog.ts';
import aiSearchCrawlersAllowed from './rules/ai-search-crawlers-allowed.ts';
import aiTrainingPolicy from './rules/ai-training-policy.ts';
import aiUsagePolicy from './rules/ai-usage-policy.ts';
import aiUserFetchersAllowed from './rules/ai-user-fetchers-allowed.ts';
import answerFirst from './rules/answer-first.ts';
import authorSignals from './rules/author-signals.ts';
import contentNotGated from './rules/content-not-gated.ts';
import contentSections from './rules/content-sections.ts';
import contentSignals from './rules/content-signals.ts';
import dataTableHeaders from './rules/data-table-headers.ts';
import dateSignals from './rules/date-signals.ts';
import fakeLists from './rules/fake-lists.ts';
import feedDiscoverable from './rules/feed-discoverable.ts';
import jsonLdArticle from './rules/json-ld-article.ts';
import jsonLdBreadcrumb from './rules/json-ld-breadcrumb.ts';
import jsonLdContext from './rules/json-ld-context.ts';
import jsonLdDates from './rules/json-ld-dates.ts';
import jsonLdEntityLinks from './rules/json-ld-entity-links.ts';
import jsonLdFaq from './rules/json-ld-faq.ts';
import jsonLdIdReferences from './rules/json-ld-id-references.ts';
import jsonLdOrganization from './rules/json-ld-organization.ts';
import jsonLdProduct from './rules/json-ld-product.ts';
import jsonLdUrlMatchesPage from './rules/json-ld-url-matches-page.ts';
import jsonLdUrlsAbsolute from './rules/json-ld-urls-absolute.ts';
import jsonLdVisibleContent from './rules/json-ld-visible-content.ts';
import jsonLdWebsite from './rules/json-ld-website.ts';
import languageConsistent from './rules/language-consistent.ts';
import llmsTxtContentType from './rules/llms-txt-content-type.ts';
import llmsTxtLinkNotes from './rules/llms-txt-link-notes.ts';
import llmsTxtLinkUrls from './rules/llms-txt-link-urls.ts';
import llmsTxtLinks from './rules/llms-txt-links.ts';
import llmsTxtSize from './rules/llms-txt-size.ts';
import llmsTxtSummary from './rules/llms-txt-summary.ts';
import llmsTxtTitle from './rules/llms-txt-title.ts';
import llmsTxt from './rules/llms-txt.ts';
import mainContentMarked from './rules/main-content-marked.ts';
import markdownAlternative from './rules/markdown-alternative.ts';
import mcpServerCard from './rules/mcp-server-card.ts';
import noaiDirectiveEnforced from './rules/noai-directive-enforced.ts';
import questionHeadingsAnswered from './rules/question-headings-answered.ts';
import quotationsAttributed from './rules/quotations-attributed.ts';
import robotsAiConflicts from './rules/robots-ai-conflicts.ts';
import robotsAiTokens from './rules/robots-ai-tokens.ts';
import rslLicense from './rules/rsl-license.ts';
import serverRenderedContent from './rules/server-rendered-content.ts';
import snippetRestrictions from './rules/snippet-restrictions.ts';
import statisticsCited from './rules/statistics-cited.ts';
import tdmReservation from './rules/tdm-reservation.ts';
import timeElementsValid from './rules/time-elements-valid.ts';

export default definePlugin({
  name: '@pagegrade/plugin-geo',
  rules: [
    agentSkills,
    aiCatalog,
    aiSearchCrawlersAllowed,
    aiTrainingPolicy,
    aiUsagePolicy,
    aiUserFetchersAllowed,
    answerFirst,
    authorSignals,
    contentNotGated,
    contentSections,
    contentSignals,
    dataTableHeaders,
    dateSignals,
    fakeLists,
    feedDiscoverable,
    jsonLdArticle,
    jsonLdBreadcrumb,
    jsonLdContext,
    jsonLdDates,
    jsonLdEntityLinks,
    jsonLdFaq,
    jsonLdIdReferences,
    jsonLdOrganization,
    jsonLdProduct,
    jsonLdUrlMatchesPage,
    jsonLdUrlsAbsolute,
    jsonLdVisibleContent,
    jsonLdWebsite,
    languageConsistent,
    llmsTxtContentType,
    llmsTxtLinkNotes,
    llmsTxtLinkUrls,
    llmsTxtLinks,
    llmsTxtSize,
    llmsTxtSummary,
    llmsTxtTitle,
    llmsTxt,
    mainContentMarked,
    markdownAlternative,
    mcpServerCard,
    noaiDirectiveEnforced,
    questionHeadingsAnswered,
    quotationsAttributed,
    robotsAiConflicts,
    robotsAiTokens,
    rslLicense,
    serverRenderedContent,
    snippetRestrictions,
    statisticsCited,
    tdmReservation,
    timeElementsValid,
  ],
});
