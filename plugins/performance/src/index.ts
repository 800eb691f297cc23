import { definePlugin } from '@pagegrade/core';

// The lab metrics' control points and ratings, for what shows them (the server's reports).
export { FCP, LCP, CLS, TBT, SI, labScore, rating, formatMetric, type LabMetric, type Rating } from './lib/lab.ts';
import domSize from './rules/dom-size.ts';
import domDepth from './rules/dom-depth.ts';
import domChildren from './rules/dom-children.ts';
import htmlDecodedSize from './rules/html-decoded-size.ts';
import htmlTransferSize from './rules/html-transfer-size.ts';
import textCompression from './rules/text-compression.ts';
import cacheTtl from './rules/cache-ttl.ts';
import renderBlockingScripts from './rules/render-blocking-scripts.ts';
import renderBlockingStylesheets from './rules/render-blocking-stylesheets.ts';
import cssImport from './rules/css-import.ts';
import unsizedImages from './rules/unsized-images.ts';
import offscreenImagesLazy from './rules/offscreen-images-lazy.ts';
import lcpImageLazy from './rules/lcp-image-lazy.ts';
import lcpImagePriority from './rules/lcp-image-priority.ts';
import modernImageFormats from './rules/modern-image-formats.ts';
import responsiveImages from './rules/responsive-images.ts';
import preconnectCount from './rules/preconnect-count.ts';
import preconnectUnused from './rules/preconnect-unused.ts';
import preconnectCrossorigin from './rules/preconnect-crossorigin.ts';
import bfcacheBlockers from './rules/bfcache-blockers.ts';
import dataUriSize from './rules/data-uri-size.ts';
import downloadTime from './rules/download-time.ts';
import duplicateResources from './rules/duplicate-resources.ts';
import fontDisplay from './rules/font-display.ts';
import fontFormatWoff2 from './rules/font-format-woff2.ts';
import http2 from './rules/http2.ts';
import http3Advertised from './rules/http3-advertised.ts';
import iframeCount from './rules/iframe-count.ts';
import iframeLazy from './rules/iframe-lazy.ts';
import inlineScriptSize from './rules/inline-script-size.ts';
import inlineStyleSize from './rules/inline-style-size.ts';
import javascriptWeight from './rules/javascript-weight.ts';
import largeGif from './rules/large-gif.ts';
import legacyPolyfills from './rules/legacy-polyfills.ts';
import oversizedImages from './rules/oversized-images.ts';
import passiveListeners from './rules/passive-listeners.ts';
import preloadAs from './rules/preload-as.ts';
import preloadCount from './rules/preload-count.ts';
import preloadFontCrossorigin from './rules/preload-font-crossorigin.ts';
import preloadUnused from './rules/preload-unused.ts';
import redirects from './rules/redirects.ts';
import requestCount from './rules/request-count.ts';
import serverResponseTime from './rules/server-response-time.ts';
import syncXhr from './rules/sync-xhr.ts';
import thirdPartyBlockingScripts from './rules/third-party-blocking-scripts.ts';
import thirdPartyCount from './rules/third-party-count.ts';
import thirdPartyFacades from './rules/third-party-facades.ts';
import thirdPartyWeight from './rules/third-party-weight.ts';
import totalByteWeight from './rules/total-byte-weight.ts';
import unminifiedCss from './rules/unminified-css.ts';
import unminifiedJs from './rules/unminified-js.ts';
import videoAutoplay from './rules/video-autoplay.ts';
import videoPreload from './rules/video-preload.ts';
import webFontCount from './rules/web-font-count.ts';
import firstContentfulPaint from './rules/first-contentful-paint.ts';
import speedIndex from './rules/speed-index.ts';
import largestContentfulPaint from './rules/largest-contentful-paint.ts';
import cumulativeLayoutShift from './rules/cumulative-layout-shift.ts';
import totalBlockingTime from './rules/total-blocking-time.ts';

export default definePlugin({
  name: '@pagegrade/plugin-performance',
  rules: [
    domSize,
    domDepth,
    domChildren,
    htmlDecodedSize,
    htmlTransferSize,
    textCompression,
    cacheTtl,
    renderBlockingScripts,
    renderBlockingStylesheets,
    cssImport,
    unsizedImages,
    offscreenImagesLazy,
    lcpImageLazy,
    lcpImagePriority,
    modernImageFormats,
    responsiveImages,
    preconnectCount,
    preconnectUnused,
    preconnectCrossorigin,
    bfcacheBlockers,
    dataUriSize,
    downloadTime,
    duplicateResources,
    fontDisplay,
    fontFormatWoff2,
    http2,
    http3Advertised,
    iframeCount,
    iframeLazy,
    inlineScriptSize,
    inlineStyleSize,
    javascriptWeight,
    largeGif,
    legacyPolyfills,
    oversizedImages,
    passiveListeners,
    preloadAs,
    preloadCount,
    preloadFontCrossorigin,
    preloadUnused,
    redirects,
    requestCount,
    serverResponseTime,
    syncXhr,
    thirdPartyBlockingScripts,
    thirdPartyCount,
    thirdPartyFacades,
    thirdPartyWeight,
    totalByteWeight,
    unminifiedCss,
    unminifiedJs,
    videoAutoplay,
    videoPreload,
    webFontCount,
    firstContentfulPaint,
    largestContentfulPaint,
    cumulativeLayoutShift,
    totalBlockingTime,
    speedIndex,
  ],
});
