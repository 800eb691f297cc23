import { definePlugin } from '@pagegrade/core';
import viewportMeta from './rules/viewport-meta.ts';
import safeAreaInsets from './rules/safe-area-insets.ts';
import favicon from './rules/favicon.ts';
import faviconHighResolution from './rules/favicon-high-resolution.ts';
import appleTouchIcon from './rules/apple-touch-icon.ts';
import themeColor from './rules/theme-color.ts';
import manifestLink from './rules/manifest-link.ts';
import manifestValid from './rules/manifest-valid.ts';
import manifestIcons from './rules/manifest-icons.ts';
import manifestColors from './rules/manifest-colors.ts';
import colorSchemeSupport from './rules/color-scheme-support.ts';
import reducedMotion from './rules/reduced-motion.ts';
import baseFontSize from './rules/base-font-size.ts';
import rootFontSizeRelative from './rules/root-font-size-relative.ts';
import smallText from './rules/small-text.ts';
import lineHeight from './rules/line-height.ts';
import textJustify from './rules/text-justify.ts';
import inputFontSize from './rules/input-font-size.ts';
import tapTargetSize from './rules/tap-target-size.ts';
import userSelectDisabled from './rules/user-select-disabled.ts';
import cursorHidden from './rules/cursor-hidden.ts';
import printStyles from './rules/print-styles.ts';
import focusOutlineRemoved from './rules/focus-outline-removed.ts';
import fixedWidthLayout from './rules/fixed-width-layout.ts';
import pageScrollBlocked from './rules/page-scroll-blocked.ts';
import hoverOnlyContent from './rules/hover-only-content.ts';
import imageAspectRatio from './rules/image-aspect-ratio.ts';
import visibleLabels from './rules/visible-labels.ts';
import inputTypePurpose from './rules/input-type-purpose.ts';
import numberInputMisuse from './rules/number-input-misuse.ts';
import autocompletePersonalData from './rules/autocomplete-personal-data.ts';
import requiredFieldsIndicated from './rules/required-fields-indicated.ts';
import formSubmitButton from './rules/form-submit-button.ts';
import loginAutocomplete from './rules/login-autocomplete.ts';
import pasteBlocked from './rules/paste-blocked.ts';
import copyBlocked from './rules/copy-blocked.ts';
import patternHint from './rules/pattern-hint.ts';
import autofocus from './rules/autofocus.ts';
import autoRotatingCarousel from './rules/auto-rotating-carousel.ts';
import intrusiveInterstitial from './rules/intrusive-interstitial.ts';
import newWindowLinks from './rules/new-window-links.ts';
import siteNavigation from './rules/site-navigation.ts';
import footerContent from './rules/footer-content.ts';
import notificationOnStart from './rules/notification-on-start.ts';
import notFoundPageHelpful from './rules/not-found-page-helpful.ts';
import breadcrumbs from './rules/breadcrumbs.ts';
import inPageAnchors from './rules/in-page-anchors.ts';
import contactLinks from './rules/contact-links.ts';
import scrollHijacking from './rules/scroll-hijacking.ts';
import wideTables from './rules/wide-tables.ts';
import allCapsText from './rules/all-caps-text.ts';
import viewportWidthOverflow from './rules/viewport-width-overflow.ts';
import fileLinkFormat from './rules/file-link-format.ts';
import logoLinksHome from './rules/logo-links-home.ts';
import restrictiveMaxlength from './rules/restrictive-maxlength.ts';
import changeOnInput from './rules/change-on-input.ts';
import thinBodyText from './rules/thin-body-text.ts';
import disabledSubmitButton from './rules/disabled-submit-button.ts';
import fluidMedia from './rules/fluid-media.ts';

export default definePlugin({
  name: '@pagegrade/plugin-ui-ux',
  rules: [
    viewportMeta,
    safeAreaInsets,
    favicon,
    faviconHighResolution,
    appleTouchIcon,
    themeColor,
    manifestLink,
    manifestValid,
    manifestIcons,
    manifestColors,
    colorSchemeSupport,
    reducedMotion,
    baseFontSize,
    rootFontSizeRelative,
    smallText,
    lineHeight,
    textJustify,
    inputFontSize,
    tapTargetSize,
    userSelectDisabled,
    cursorHidden,
    printStyles,
    focusOutlineRemoved,
    fixedWidthLayout,
    pageScrollBlocked,
    hoverOnlyContent,
    imageAspectRatio,
    visibleLabels,
    inputTypePurpose,
    numberInputMisuse,
    autocompletePersonalData,
    requiredFieldsIndicated,
    formSubmitButton,
    loginAutocomplete,
    pasteBlocked,
    copyBlocked,
    patternHint,
    autofocus,
    autoRotatingCarousel,
    intrusiveInterstitial,
    newWindowLinks,
    siteNavigation,
    footerContent,
    notFoundPageHelpful,
    notificationOnStart,
    breadcrumbs,
    inPageAnchors,
    contactLinks,
    scrollHijacking,
    wideTables,
    allCapsText,
    viewportWidthOverflow,
    fileLinkFormat,
    logoLinksHome,
    restrictiveMaxlength,
    changeOnInput,
    thinBodyText,
    disabledSubmitButton,
    fluidMedia,
  ],
});
