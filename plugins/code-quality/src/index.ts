import { definePlugin } from '@pagegrade/core';
import attributeAllowedValues from './rules/attribute-allowed-values.ts';
import baseline from './rules/baseline.ts';
import booleanAttributeFalse from './rules/boolean-attribute-false.ts';
import buttonType from './rules/button-type.ts';
import charsetConflict from './rules/charset-conflict.ts';
import charsetUtf8 from './rules/charset-utf8.ts';
import charset from './rules/charset.ts';
import commentLeftovers from './rules/comment-leftovers.ts';
import conditionalComments from './rules/conditional-comments.ts';
import consoleCalls from './rules/console-calls.ts';
import cssDuplicateProperty from './rules/css-duplicate-property.ts';
import cssEmptyRule from './rules/css-empty-rule.ts';
import cssImportant from './rules/css-important.ts';
import cssInvalidValue from './rules/css-invalid-value.ts';
import cssParseErrors from './rules/css-parse-errors.ts';
import cssUnknownAtRule from './rules/css-unknown-at-rule.ts';
import cssUnknownProperty from './rules/css-unknown-property.ts';
import debuggerStatement from './rules/debugger-statement.ts';
import doctypeHtml5 from './rules/doctype-html5.ts';
import doctype from './rules/doctype.ts';
import documentWrite from './rules/document-write.ts';
import duplicateAttribute from './rules/duplicate-attribute.ts';
import duplicateId from './rules/duplicate-id.ts';
import duplicateStructure from './rules/duplicate-structure.ts';
import emptySrc from './rules/empty-src.ts';
import headContent from './rules/head-content.ts';
import inlineEventHandlers from './rules/inline-event-handlers.ts';
import inlineStyles from './rules/inline-styles.ts';
import javascriptUrls from './rules/javascript-urls.ts';
import jsSyntaxErrors from './rules/js-syntax-errors.ts';
import largeDataUri from './rules/large-data-uri.ts';
import metaHttpEquivIgnored from './rules/meta-http-equiv-ignored.ts';
import mutationEvents from './rules/mutation-events.ts';
import noEval from './rules/no-eval.ts';
import noImpliedEval from './rules/no-implied-eval.ts';
import obsoleteAttributes from './rules/obsolete-attributes.ts';
import obsoleteElements from './rules/obsolete-elements.ts';
import obsoletePresentationalAttributes from './rules/obsolete-presentational-attributes.ts';
import phrasingContent from './rules/phrasing-content.ts';
import sourceMaps from './rules/source-maps.ts';
import strayEndTag from './rules/stray-end-tag.ts';
import styleInBody from './rules/style-in-body.ts';
import tableContent from './rules/table-content.ts';
import unclosedElement from './rules/unclosed-element.ts';
import unknownAttribute from './rules/unknown-attribute.ts';
import unknownElement from './rules/unknown-element.ts';
import validId from './rules/valid-id.ts';
import voidEndTag from './rules/void-end-tag.ts';
import vulnerableLibraries from './rules/vulnerable-libraries.ts';
import xUaCompatible from './rules/x-ua-compatible.ts';

export default definePlugin({
  name: '@pagegrade/plugin-code-quality',
  rules: [
    attributeAllowedValues,
    baseline,
    booleanAttributeFalse,
    buttonType,
    charsetConflict,
    charsetUtf8,
    charset,
    commentLeftovers,
    conditionalComments,
    consoleCalls,
    cssDuplicateProperty,
    cssEmptyRule,
    cssImportant,
    cssInvalidValue,
    cssParseErrors,
    cssUnknownAtRule,
    cssUnknownProperty,
    debuggerStatement,
    doctypeHtml5,
    doctype,
    documentWrite,
    duplicateAttribute,
    duplicateId,
    duplicateStructure,
    emptySrc,
    headContent,
    inlineEventHandlers,
    inlineStyles,
    javascriptUrls,
    jsSyntaxErrors,
    largeDataUri,
    metaHttpEquivIgnored,
    mutationEvents,
    noEval,
    noImpliedEval,
    obsoleteAttributes,
    obsoleteElements,
    obsoletePresentationalAttributes,
    phrasingContent,
    sourceMaps,
    strayEndTag,
    styleInBody,
    tableContent,
    unclosedElement,
    unknownAttribute,
    unknownElement,
    validId,
    voidEndTag,
    vulnerableLibraries,
    xUaCompatible,
  ],
});
