import { definePlugin } from '@pagegrade/core';
import adblockDetection from './rules/adblock-detection.ts';
import advertisingNetworks from './rules/advertising-networks.ts';
import analyticsVendors from './rules/analytics-vendors.ts';
import audioFingerprinting from './rules/audio-fingerprinting.ts';
import canvasFingerprinting from './rules/canvas-fingerprinting.ts';
import chatWidgets from './rules/chat-widgets.ts';
import consentScriptOrder from './rules/consent-script-order.ts';
import consentSettingsLink from './rules/consent-settings-link.ts';
import cookieLifetime from './rules/cookie-lifetime.ts';
import fingerprintingLibraries from './rules/fingerprinting-libraries.ts';
import firstResponseCookies from './rules/first-response-cookies.ts';
import fontEnumeration from './rules/font-enumeration.ts';
import formPrivacyNotice from './rules/form-privacy-notice.ts';
import geolocationOnLoad from './rules/geolocation-on-load.ts';
import getFormsPersonalData from './rules/get-forms-personal-data.ts';
import globalPrivacyControl from './rules/global-privacy-control.ts';
import googleConsentMode from './rules/google-consent-mode.ts';
import hiddenTrackingIframes from './rules/hidden-tracking-iframes.ts';
import highEntropyClientHints from './rules/high-entropy-client-hints.ts';
import hyperlinkAuditing from './rules/hyperlink-auditing.ts';
import mapEmbeds from './rules/map-embeds.ts';
import navigatorFingerprinting from './rules/navigator-fingerprinting.ts';
import personalDataInCookies from './rules/personal-data-in-cookies.ts';
import personalDataInTagCalls from './rules/personal-data-in-tag-calls.ts';
import personalDataInUrls from './rules/personal-data-in-urls.ts';
import plaintextDataRequests from './rules/plaintext-data-requests.ts';
import preTickedConsent from './rules/pre-ticked-consent.ts';
import privacyPolicyLink from './rules/privacy-policy-link.ts';
import referrerLeakage from './rules/referrer-leakage.ts';
import sendBeacon from './rules/send-beacon.ts';
import sessionReplay from './rules/session-replay.ts';
import socialLoginSdks from './rules/social-login-sdks.ts';
import socialWidgets from './rules/social-widgets.ts';
import tagManagers from './rules/tag-managers.ts';
import thirdPartyCookies from './rules/third-party-cookies.ts';
import thirdPartyFonts from './rules/third-party-fonts.ts';
import thirdPartyFormAction from './rules/third-party-form-action.ts';
import thirdPartyIframePermissions from './rules/third-party-iframe-permissions.ts';
import thirdPartyRecipients from './rules/third-party-recipients.ts';
import trackersWithoutConsent from './rules/trackers-without-consent.ts';
import trackingCookiesBeforeConsent from './rules/tracking-cookies-before-consent.ts';
import trackingParametersOnInternalLinks from './rules/tracking-parameters-on-internal-links.ts';
import trackingPixels from './rules/tracking-pixels.ts';
import universalAnalyticsSunset from './rules/universal-analytics-sunset.ts';
import vimeoDoNotTrack from './rules/vimeo-do-not-track.ts';
import visitorIdentification from './rules/visitor-identification.ts';
import webglFingerprinting from './rules/webgl-fingerprinting.ts';
import youtubePrivacyMode from './rules/youtube-privacy-mode.ts';

export default definePlugin({
  name: '@pagegrade/plugin-data-tracking',
  rules: [
    adblockDetection,
    advertisingNetworks,
    analyticsVendors,
    audioFingerprinting,
    canvasFingerprinting,
    chatWidgets,
    consentScriptOrder,
    consentSettingsLink,
    cookieLifetime,
    fingerprintingLibraries,
    firstResponseCookies,
    fontEnumeration,
    formPrivacyNotice,
    geolocationOnLoad,
    getFormsPersonalData,
    globalPrivacyControl,
    googleConsentMode,
    hiddenTrackingIframes,
    highEntropyClientHints,
    hyperlinkAuditing,
    mapEmbeds,
    navigatorFingerprinting,
    personalDataInCookies,
    personalDataInTagCalls,
    personalDataInUrls,
    plaintextDataRequests,
    preTickedConsent,
    privacyPolicyLink,
    referrerLeakage,
    sendBeacon,
    sessionReplay,
    socialLoginSdks,
    socialWidgets,
    tagManagers,
    thirdPartyCookies,
    thirdPartyFonts,
    thirdPartyFormAction,
    thirdPartyIframePermissions,
    thirdPartyRecipients,
    trackersWithoutConsent,
    trackingCookiesBeforeConsent,
    trackingParametersOnInternalLinks,
    trackingPixels,
    universalAnalyticsSunset,
    vimeoDoNotTrack,
    visitorIdentification,
    webglFingerprinting,
    youtubePrivacyMode,
  ],
});
