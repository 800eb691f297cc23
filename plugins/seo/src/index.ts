import { definePlugin } from '@pagegrade/core';
import baseHref from './rules/base-href.ts';
import canonicalPresent from './rules/canonical-present.ts';
import canonicalTarget from './rules/canonical-target.ts';
import canonicalValid from './rules/canonical-valid.ts';
import crawlableAnchors from './rules/crawlable-anchors.ts';
import documentTitle from './rules/document-title.ts';
import duplicateHeadings from './rules/duplicate-headings.ts';
import frames from './rules/frames.ts';
import headValidElements from './rules/head-valid-elements.ts';
import hreflang from './rules/hreflang.ts';
import hreflangConflicts from './rules/hreflang-conflicts.ts';
import hreflangSelf from './rules/hreflang-self.ts';
import hreflangXDefault from './rules/hreflang-x-default.ts';
import htmlSizeLimit from './rules/html-size-limit.ts';
import httpStatusCode from './rules/http-status-code.ts';
import imageAltQuality from './rules/image-alt-quality.ts';
import indexSignalsConsistent from './rules/index-signals-consistent.ts';
import indexable from './rules/indexable.ts';
import internalLinks from './rules/internal-links.ts';
import jsRedirect from './rules/js-redirect.ts';
import lazyImages from './rules/lazy-images.ts';
import linkText from './rules/link-text.ts';
import metaDescription from './rules/meta-description.ts';
import metaDescriptionQuality from './rules/meta-description-quality.ts';
import metaRefresh from './rules/meta-refresh.ts';
import metaRobotsValid from './rules/meta-robots-valid.ts';
import nofollowInternal from './rules/nofollow-internal.ts';
import ogImage from './rules/og-image.ts';
import ogRequired from './rules/og-required.ts';
import ogUrlMatchesCanonical from './rules/og-url-matches-canonical.ts';
import plugins from './rules/plugins.ts';
import redirectPermanent from './rules/redirect-permanent.ts';
import robotsTxtAllowsPage from './rules/robots-txt-allows-page.ts';
import robotsTxtBlocksResources from './rules/robots-txt-blocks-resources.ts';
import robotsTxtCrawlDelay from './rules/robots-txt-crawl-delay.ts';
import robotsTxtSitemap from './rules/robots-txt-sitemap.ts';
import robotsTxtValid from './rules/robots-txt-valid.ts';
import sessionIds from './rules/session-ids.ts';
import singleH1 from './rules/single-h1.ts';
import sitemapLastmod from './rules/sitemap-lastmod.ts';
import sitemapListsPage from './rules/sitemap-lists-page.ts';
import sitemapReachable from './rules/sitemap-reachable.ts';
import sitemapValid from './rules/sitemap-valid.ts';
import snippetControls from './rules/snippet-controls.ts';
import soft404 from './rules/soft-404.ts';
import structuredDataParseable from './rules/structured-data-parseable.ts';
import structuredDataPresent from './rules/structured-data-present.ts';
import structuredDataRequired from './rules/structured-data-required.ts';
import structuredDataTypes from './rules/structured-data-types.ts';
import thinContent from './rules/thin-content.ts';
import titleQuality from './rules/title-quality.ts';
import twitterCard from './rules/twitter-card.ts';
import urlParameters from './rules/url-parameters.ts';
import urlStructure from './rules/url-structure.ts';

export default definePlugin({
  name: '@pagegrade/plugin-seo',
  rules: [
    baseHref,
    canonicalPresent,
    canonicalTarget,
    canonicalValid,
    crawlableAnchors,
    documentTitle,
    duplicateHeadings,
    frames,
    headValidElements,
    hreflang,
    hreflangConflicts,
    hreflangSelf,
    hreflangXDefault,
    htmlSizeLimit,
    httpStatusCode,
    imageAltQuality,
    indexSignalsConsistent,
    indexable,
    internalLinks,
    jsRedirect,
    lazyImages,
    linkText,
    metaDescription,
    metaDescriptionQuality,
    metaRefresh,
    metaRobotsValid,
    nofollowInternal,
    ogImage,
    ogRequired,
    ogUrlMatchesCanonical,
    plugins,
    redirectPermanent,
    robotsTxtAllowsPage,
    robotsTxtBlocksResources,
    robotsTxtCrawlDelay,
    robotsTxtSitemap,
    robotsTxtValid,
    sessionIds,
    singleH1,
    sitemapLastmod,
    sitemapListsPage,
    sitemapReachable,
    sitemapValid,
    snippetControls,
    soft404,
    structuredDataParseable,
    structuredDataPresent,
    structuredDataRequired,
    structuredDataTypes,
    thinContent,
    titleQuality,
    twitterCard,
    urlParameters,
    urlStructure,
  ],
});
