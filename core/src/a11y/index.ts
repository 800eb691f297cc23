/**
 * `@pagegrade/core/a11y`: what assistive technology is given for an element — its role, whether it
 * is hidden, its accessible name — for any check that needs it, in the accessibility plugin or
 * another. One implementation of each, shared by all. The main entry point exports the two
 * helpers most checks need, `accessibleName` (the name as a string) and `isFocusable`.
 */
export { accName, nameProbe, contentText, labelsOf, idrefTargets, type NameResult, type NameSource, type NameProbe } from './name.ts';
export { pageInfo, hiddenState, isHidden, contentMemo, hasContentIn, type PageInfo } from './info.ts';
export { reportExposed, HIDDEN_UNKNOWN_REASON } from './report.ts';
export {
  ALL_ROLES,
  ARIA_ATTRIBUTES,
  GLOBAL_ATTRIBUTES,
  PRESENTATION_CANCELLING,
  DEPRECATED_GLOBALS,
  roleDef,
  isConcreteRole,
  ariaAttrDef,
  superRoles,
  isWidgetRole,
  isLandmarkRole,
  supportsNameFromContent,
  allowedAttributes,
  requiredAttributes,
  prohibitedAttributes,
  requiredOwnedInside,
  requiredOwnedRoles,
  requiredContextRoles,
  roleTokens,
  explicitRole,
  elementsWithExplicitRole,
  inputType,
  implicitRole,
  hasGlobalAria,
  effectiveRole,
} from './aria.ts';
