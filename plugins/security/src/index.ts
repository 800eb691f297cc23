import { definePlugin } from '@pagegrade/core';
import cacheControlCookies from './rules/cache-control-cookies.ts';
import certificateExpiry from './rules/certificate-expiry.ts';
import certificateLifetime from './rules/certificate-lifetime.ts';
import certificateTrusted from './rules/certificate-trusted.ts';
import contentSecurityPolicy from './rules/content-security-policy.ts';
import cookieHttponly from './rules/cookie-httponly.ts';
import cookiePrefixes from './rules/cookie-prefixes.ts';
import cookieSamesite from './rules/cookie-samesite.ts';
import cookieSecure from './rules/cookie-secure.ts';
import corsPolicy from './rules/cors-policy.ts';
import crossOriginIsolation from './rules/cross-origin-isolation.ts';
import crossOriginOpenerPolicy from './rules/cross-origin-opener-policy.ts';
import crossOriginResourcePolicy from './rules/cross-origin-resource-policy.ts';
import cspAllowlistBypass from './rules/csp-allowlist-bypass.ts';
import cspBaseUri from './rules/csp-base-uri.ts';
import cspDeprecatedDirectives from './rules/csp-deprecated-directives.ts';
import cspInsecureSources from './rules/csp-insecure-sources.ts';
import cspMetaTag from './rules/csp-meta-tag.ts';
import cspNonceStrength from './rules/csp-nonce-strength.ts';
import cspObjectSrc from './rules/csp-object-src.ts';
import cspReporting from './rules/csp-reporting.ts';
import cspScriptUnsafeEval from './rules/csp-script-unsafe-eval.ts';
import cspScriptUnsafeInline from './rules/csp-script-unsafe-inline.ts';
import cspStyleUnsafeInline from './rules/csp-style-unsafe-inline.ts';
import cspSyntax from './rules/csp-syntax.ts';
import cspTrustedTypes from './rules/csp-trusted-types.ts';
import cspUnrestrictedSources from './rules/csp-unrestricted-sources.ts';
import deprecatedSecurityHeaders from './rules/deprecated-security-headers.ts';
import documentDomain from './rules/document-domain.ts';
import exposedSecrets from './rules/exposed-secrets.ts';
import formActionHttp from './rules/form-action-http.ts';
import frameProtection from './rules/frame-protection.ts';
import frameworkDisclosureHeaders from './rules/framework-disclosure-headers.ts';
import generatorVersion from './rules/generator-version.ts';
import hstsIncludeSubdomains from './rules/hsts-include-subdomains.ts';
import hstsPreload from './rules/hsts-preload.ts';
import httpRedirectsToHttps from './rules/http-redirects-to-https.ts';
import https from './rules/https.ts';
import iframeSandbox from './rules/iframe-sandbox.ts';
import mixedContentActive from './rules/mixed-content-active.ts';
import mixedContentPassive from './rules/mixed-content-passive.ts';
import mixedContentScriptRequests from './rules/mixed-content-script-requests.ts';
import passwordFormGet from './rules/password-form-get.ts';
import passwordInsecureTransport from './rules/password-insecure-transport.ts';
import permissionsPolicy from './rules/permissions-policy.ts';
import postmessageWildcard from './rules/postmessage-wildcard.ts';
import redirectChainDowngrade from './rules/redirect-chain-downgrade.ts';
import referrerPolicy from './rules/referrer-policy.ts';
import securityTxtExpiry from './rules/security-txt-expiry.ts';
import securityTxtFields from './rules/security-txt-fields.ts';
import securityTxtFormat from './rules/security-txt-format.ts';
import securityTxt from './rules/security-txt.ts';
import serverHeaderVersion from './rules/server-header-version.ts';
import sriScripts from './rules/sri-scripts.ts';
import sriStylesheets from './rules/sri-stylesheets.ts';
import strictTransportSecurity from './rules/strict-transport-security.ts';
import tlsCipher from './rules/tls-cipher.ts';
import tlsVersion from './rules/tls-version.ts';
import xContentTypeOptions from './rules/x-content-type-options.ts';
import xXssProtection from './rules/x-xss-protection.ts';

export default definePlugin({
  name: '@pagegrade/plugin-security',
  rules: [
    cacheControlCookies,
    certificateExpiry,
    certificateLifetime,
    certificateTrusted,
    contentSecurityPolicy,
    cookieHttponly,
    cookiePrefixes,
    cookieSamesite,
    cookieSecure,
    corsPolicy,
    crossOriginIsolation,
    crossOriginOpenerPolicy,
    crossOriginResourcePolicy,
    cspAllowlistBypass,
    cspBaseUri,
    cspDeprecatedDirectives,
    cspInsecureSources,
    cspMetaTag,
    cspNonceStrength,
    cspObjectSrc,
    cspReporting,
    cspScriptUnsafeEval,
    cspScriptUnsafeInline,
    cspStyleUnsafeInline,
    cspSyntax,
    cspTrustedTypes,
    cspUnrestrictedSources,
    deprecatedSecurityHeaders,
    documentDomain,
    exposedSecrets,
    formActionHttp,
    frameProtection,
    frameworkDisclosureHeaders,
    generatorVersion,
    hstsIncludeSubdomains,
    hstsPreload,
    httpRedirectsToHttps,
    https,
    iframeSandbox,
    mixedContentActive,
    mixedContentPassive,
    mixedContentScriptRequests,
    passwordFormGet,
    passwordInsecureTransport,
    permissionsPolicy,
    postmessageWildcard,
    redirectChainDowngrade,
    referrerPolicy,
    securityTxtExpiry,
    securityTxtFields,
    securityTxtFormat,
    securityTxt,
    serverHeaderVersion,
    sriScripts,
    sriStylesheets,
    strictTransportSecurity,
    tlsCipher,
    tlsVersion,
    xContentTypeOptions,
    xXssProtection,
  ],
});
