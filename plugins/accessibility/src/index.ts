import { definePlugin } from '@pagegrade/core';
import accesskeys from './rules/accesskeys.ts';
import areaAlt from './rules/area-alt.ts';
import ariaAllowedAttr from './rules/aria-allowed-attr.ts';
import ariaAllowedRole from './rules/aria-allowed-role.ts';
import ariaBrailleEquivalent from './rules/aria-braille-equivalent.ts';
import ariaCommandName from './rules/aria-command-name.ts';
import ariaConditionalAttr from './rules/aria-conditional-attr.ts';
import ariaDeprecatedRole from './rules/aria-deprecated-role.ts';
import ariaDialogName from './rules/aria-dialog-name.ts';
import ariaHiddenBody from './rules/aria-hidden-body.ts';
import ariaHiddenFocus from './rules/aria-hidden-focus.ts';
import ariaInputFieldName from './rules/aria-input-field-name.ts';
import ariaMeterName from './rules/aria-meter-name.ts';
import ariaProgressbarName from './rules/aria-progressbar-name.ts';
import ariaProhibitedAttr from './rules/aria-prohibited-attr.ts';
import ariaRequiredAttr from './rules/aria-required-attr.ts';
import ariaRequiredChildren from './rules/aria-required-children.ts';
import ariaRequiredParent from './rules/aria-required-parent.ts';
import ariaRoledescription from './rules/aria-roledescription.ts';
import ariaRoles from './rules/aria-roles.ts';
import ariaTabName from './rules/aria-tab-name.ts';
import ariaText from './rules/aria-text.ts';
import ariaToggleFieldName from './rules/aria-toggle-field-name.ts';
import ariaTooltipName from './rules/aria-tooltip-name.ts';
import ariaTreeitemName from './rules/aria-treeitem-name.ts';
import ariaValidAttrValue from './rules/aria-valid-attr-value.ts';
import ariaValidAttr from './rules/aria-valid-attr.ts';
import audioCaption from './rules/audio-caption.ts';
import autocompleteValid from './rules/autocomplete-valid.ts';
import blink from './rules/blink.ts';
import buttonName from './rules/button-name.ts';
import bypass from './rules/bypass.ts';
import changingTextCanBePaused from './rules/changing-text-can-be-paused.ts';
import colorContrast from './rules/color-contrast.ts';
import colorContrastEnhanced from './rules/color-contrast-enhanced.ts';
import cssOrientationLock from './rules/css-orientation-lock.ts';
import definitionList from './rules/definition-list.ts';
import dlitem from './rules/dlitem.ts';
import duplicateIdActive from './rules/duplicate-id-active.ts';
import duplicateIdAria from './rules/duplicate-id-aria.ts';
import emptyHeading from './rules/empty-heading.ts';
import emptyTableHeader from './rules/empty-table-header.ts';
import focusOrderSemantics from './rules/focus-order-semantics.ts';
import focusVisible from './rules/focus-visible.ts';
import formFieldMultipleLabels from './rules/form-field-multiple-labels.ts';
import frameFocusableContent from './rules/frame-focusable-content.ts';
import frameTitleUnique from './rules/frame-title-unique.ts';
import frameTitle from './rules/frame-title.ts';
import headingOrder from './rules/heading-order.ts';
import htmlHasLang from './rules/html-has-lang.ts';
import htmlLangValid from './rules/html-lang-valid.ts';
import htmlXmlLangMismatch from './rules/html-xml-lang-mismatch.ts';
import imageAlt from './rules/image-alt.ts';
import imageRedundantAlt from './rules/image-redundant-alt.ts';
import inputButtonName from './rules/input-button-name.ts';
import inputImageAlt from './rules/input-image-alt.ts';
import labelContentNameMismatch from './rules/label-content-name-mismatch.ts';
import label from './rules/label.ts';
import landmarkIsTopLevel from './rules/landmark-is-top-level.ts';
import landmarkNoDuplicateBanner from './rules/landmark-no-duplicate-banner.ts';
import landmarkNoDuplicateContentinfo from './rules/landmark-no-duplicate-contentinfo.ts';
import landmarkNoDuplicateMain from './rules/landmark-no-duplicate-main.ts';
import landmarkOneMain from './rules/landmark-one-main.ts';
import landmarkUnique from './rules/landmark-unique.ts';
import linkInTextBlock from './rules/link-in-text-block.ts';
import linkName from './rules/link-name.ts';
import list from './rules/list.ts';
import listitem from './rules/listitem.ts';
import marquee from './rules/marquee.ts';
import metaRefresh from './rules/meta-refresh.ts';
import metaViewport from './rules/meta-viewport.ts';
import metaViewportLarge from './rules/meta-viewport-large.ts';
import metaRefreshDelay from './rules/meta-refresh-delay.ts';
import menuitemName from './rules/menuitem-name.ts';
import wordSpacingImportant from './rules/word-spacing-important.ts';
import lineHeightImportant from './rules/line-height-important.ts';
import letterSpacingImportant from './rules/letter-spacing-important.ts';
import nestedInteractive from './rules/nested-interactive.ts';
import noAutoplayAudio from './rules/no-autoplay-audio.ts';
import objectAlt from './rules/object-alt.ts';
import pAsHeading from './rules/p-as-heading.ts';
import pageHasHeadingOne from './rules/page-has-heading-one.ts';
import presentationRoleConflict from './rules/presentation-role-conflict.ts';
import region from './rules/region.ts';
import roleImgAlt from './rules/role-img-alt.ts';
import scopeAttrValid from './rules/scope-attr-valid.ts';
import scrollableRegionFocusable from './rules/scrollable-region-focusable.ts';
import selectName from './rules/select-name.ts';
import serverSideImageMap from './rules/server-side-image-map.ts';
import skipLink from './rules/skip-link.ts';
import summaryName from './rules/summary-name.ts';
import svgImgAlt from './rules/svg-img-alt.ts';
import textClippedByOverflow from './rules/text-clipped-by-overflow.ts';
import tabindex from './rules/tabindex.ts';
import tableDuplicateName from './rules/table-duplicate-name.ts';
import tableFakeCaption from './rules/table-fake-caption.ts';
import tdHasHeader from './rules/td-has-header.ts';
import tdHeadersAttr from './rules/td-headers-attr.ts';
import thHasDataCells from './rules/th-has-data-cells.ts';
import validLang from './rules/valid-lang.ts';
import videoCaption from './rules/video-caption.ts';
import keyboardTrap from './rules/keyboard-trap.ts';

export default definePlugin({
  name: '@pagegrade/plugin-accessibility',
  rules: [
    accesskeys,
    areaAlt,
    ariaAllowedAttr,
    ariaAllowedRole,
    ariaBrailleEquivalent,
    ariaCommandName,
    ariaConditionalAttr,
    ariaDeprecatedRole,
    ariaDialogName,
    ariaHiddenBody,
    ariaHiddenFocus,
    ariaInputFieldName,
    ariaMeterName,
    ariaProgressbarName,
    ariaProhibitedAttr,
    ariaRequiredAttr,
    ariaRequiredChildren,
    ariaRequiredParent,
    ariaRoledescription,
    ariaRoles,
    ariaTabName,
    ariaText,
    ariaToggleFieldName,
    ariaTooltipName,
    ariaTreeitemName,
    ariaValidAttrValue,
    ariaValidAttr,
    audioCaption,
    autocompleteValid,
    blink,
    buttonName,
    bypass,
    changingTextCanBePaused,
    colorContrast,
    colorContrastEnhanced,
    cssOrientationLock,
    definitionList,
    dlitem,
    duplicateIdActive,
    duplicateIdAria,
    emptyHeading,
    emptyTableHeader,
    focusOrderSemantics,
    focusVisible,
    formFieldMultipleLabels,
    frameFocusableContent,
    frameTitleUnique,
    frameTitle,
    headingOrder,
    htmlHasLang,
    htmlLangValid,
    htmlXmlLangMismatch,
    imageAlt,
    imageRedundantAlt,
    inputButtonName,
    inputImageAlt,
    labelContentNameMismatch,
    label,
    landmarkIsTopLevel,
    landmarkNoDuplicateBanner,
    landmarkNoDuplicateContentinfo,
    landmarkNoDuplicateMain,
    landmarkOneMain,
    landmarkUnique,
    linkInTextBlock,
    linkName,
    list,
    listitem,
    marquee,
    metaRefresh,
    metaViewport,
    metaViewportLarge,
    metaRefreshDelay,
    menuitemName,
    wordSpacingImportant,
    lineHeightImportant,
    letterSpacingImportant,
    nestedInteractive,
    noAutoplayAudio,
    objectAlt,
    pAsHeading,
    pageHasHeadingOne,
    presentationRoleConflict,
    region,
    roleImgAlt,
    scopeAttrValid,
    scrollableRegionFocusable,
    selectName,
    serverSideImageMap,
    skipLink,
    summaryName,
    svgImgAlt,
    tabindex,
    textClippedByOverflow,
    tableDuplicateName,
    tableFakeCaption,
    tdHasHeader,
    tdHeadersAttr,
    thHasDataCells,
    validLang,
    videoCaption,
    keyboardTrap,
  ],
});
