export { StyleResolver, styleResolver, styleOf, displayNoneOf, notRenderedOf, knownSheetsHide, STYLE_PROPERTIES, type StyleProperty } from './resolve.ts';
export type { ComputedStyle } from './compute.ts';
export { mediaApplies, type Tristate } from './media.ts';
export { specificity } from './specificity.ts';
