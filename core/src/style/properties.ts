/** The properties the resolver answers for, each with a slot number (its index); every other property is ignored. */
export const STYLE_PROPERTIES = [
  'display',
  'visibility',
  'content-visibility',
  'opacity',
  'position',
  'color',
  'background-color',
  'background-image',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'overflow-x',
  'overflow-y',
  'text-decoration-line',
  'width',
  'height',
  'aspect-ratio',
  'object-fit',
  'text-shadow',
  'filter',
  'backdrop-filter',
  'mix-blend-mode',
  'clip',
  'clip-path',
  'text-indent',
  'background-clip',
  '-webkit-text-fill-color',
  'left',
  'top',
  'white-space',
] as const;

export type StyleProperty = (typeof STYLE_PROPERTIES)[number];

/** Each property's slot. */
export const SLOT = new Map<string, number>(STYLE_PROPERTIES.map((p, i) => [p, i]));
// Prefixed names browsers still apply as the same property (the later declaration wins).
for (const [alias, property] of [
  ['-webkit-background-clip', 'background-clip'],
  ['-webkit-filter', 'filter'],
  ['-webkit-backdrop-filter', 'backdrop-filter'],
  ['-webkit-clip-path', 'clip-path'],
] as const) SLOT.set(alias, SLOT.get(property)!);

/** The same, by name, so that code reading a property's slot says which property it reads. */
export const SLOTS = Object.fromEntries(SLOT) as Record<StyleProperty, number>;

/**
 * An element's cascaded values: by slot, the winning declared value (`null`: it cannot be known
 * statically; `undefined`: nothing declares it), and its custom properties when it declares any.
 */
export interface Cascaded {
  values: Array<string | null | undefined>;
  custom: Map<string, string | null> | null;
}
