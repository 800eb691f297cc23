/**
 * Which W3C ACT rules a static analysis of one HTML document and its CSS can decide, and why the
 * others cannot. Decided from each rule's applicability and expectations (the rule texts, not
 * their examples): a rule is out when either needs media playback, a person's judgement of what
 * text or images mean, layout or rendering, interaction or script execution, or a second document.
 *
 * docs/act.md is generated from this list (`npm run act`); the vendored test cases are those of
 * these rules plus any other rule a check is tagged with.
 */

/** Statically decidable: every input of the applicability and the expectations is in the markup. */
export const STATIC_RULES: Readonly<Record<string, string>> = {
  '0ssw9k': 'Scrollable content can be reached with sequential focus navigation',
  '23a2a8': 'Image has non-empty accessible name',
  '24afc2': 'Important letter spacing in style attributes is wide enough',
  '2779a5': 'HTML page has non-empty title',
  '2ee8b8': 'Visible label is part of accessible name',
  '2t702h': 'Summary element has non-empty accessible name',
  '307n5z': 'Element with presentational children has no focusable content',
  '46ca7f': 'Element marked as decorative is not exposed',
  '4e8ab6': 'Element with role attribute has required states and properties',
  '59796f': 'Image button has non-empty accessible name',
  '5c01ea': 'ARIA state or property is permitted',
  '5f99a7': 'ARIA attribute is defined in WAI-ARIA',
  '674b10': 'Role attribute has valid value',
  '6a7281': 'ARIA state or property has valid value',
  '6cfa84': 'Element with aria-hidden has no content in sequential focus navigation',
  '73f2c2': 'autocomplete attribute has valid value',
  '78fd32': 'Important line height in style attributes is wide enough',
  '7d6734': 'SVG element with explicit role has non-empty accessible name',
  '8fc3b6': 'Object element rendering non-text content has non-empty accessible name',
  '97a4e1': 'Button has non-empty accessible name',
  '9e45ec': 'Important word spacing in style attributes is wide enough',
  a1b64e: 'Focusable element has no keyboard trap via standard navigation',
  a25f45: 'Headers attribute specified on a cell refers to cells in the same table element',
  akn7bn: 'Iframe with interactive elements is not excluded from tab-order',
  b33eff: 'Orientation of the page is not restricted using CSS transforms',
  b4f0c3: 'Meta viewport allows for zoom',
  b5c3f8: 'HTML page has lang attribute',
  bc4a75: 'ARIA required owned elements',
  bc659a: 'Meta element has no refresh delay',
  bf051a: 'HTML page lang attribute has valid language tag',
  bisz58: 'Meta element has no refresh delay (no exception)',
  c487ae: 'Link has non-empty accessible name',
  cae760: 'Iframe element has non-empty accessible name',
  d0f69e: 'Table header cell has assigned cells',
  de46e4: 'Element with lang attribute has valid language tag',
  e086e5: 'Form field has non-empty accessible name',
  ff89c9: 'ARIA required context role',
  ffd0e9: 'Heading has non-empty accessible name',
  kb1m8s: 'ARIA global properties not used where prohibited',
  m6b1q3: 'Menuitem has non-empty accessible name',
};

/**
 * Decidable on the page as Chromium drew it (rendered mode): computed styles, layout boxes and the
 * screenshot answer what the markup alone cannot. Counted with the static rules in the figures
 * across both modes; their cases are drawn by the rendered ACT run (`npm run act`, test/act-rendered.test.ts).
 */
export const RENDERED_RULES: Readonly<Record<string, string>> = {
  '09o5cg': 'Text has enhanced contrast',
  afw4f7: 'Text has minimum contrast',
  oj04fd: 'Element in sequential focus order has visible focus',
  '59br37': 'Zoomed text node is not clipped with CSS overflow',
  efbfc7: 'Text content that changes automatically can be paused, stopped or hidden',
};

export type Reason = 'media' | 'judgement' | 'rendering' | 'interaction' | 'other-document';

export const REASONS: Readonly<Record<Reason, string>> = {
  media: 'needs the media played: whether it has audio, how long, what it shows or says',
  judgement: 'needs a person to judge what text, images or content mean or whether content repeats',
  rendering: 'needs layout and rendering: colours over backgrounds, scrolling, clipping, zoom, focus indicators',
  interaction: 'needs the page run and operated: scripts, event listeners, keyboard, changes over time',
  'other-document': 'needs the documents the page embeds, loaded and rendered',
};

/** Rules with test cases that static analysis cannot decide, with the reason and a note. */
export const OUT_OF_SCOPE: Readonly<Record<string, { name: string; reason: Reason; note: string }>> = {
  '047fe0': { name: 'Document has heading for non-repeated content', reason: 'judgement', note: 'which content is repeated across pages and where the main content starts' },
  '0va7u6': { name: 'HTML images contain no text', reason: 'judgement', note: 'what an image shows' },
  '1a02b0': { name: 'Audio and visuals of video element have transcript', reason: 'media', note: 'the transcript must match what the video shows and says' },
  '1ea59c': { name: 'Video element visual content has audio description', reason: 'media', note: 'whether the audio describes the visual content' },
  '1ec09b': { name: 'Video element visual content has strict accessible alternative', reason: 'media', note: 'whether the video has audio and what the alternative covers' },
  '2eb176': { name: 'Audio element content has transcript', reason: 'media', note: 'the transcript must match the audio' },
  '36b590': { name: 'Error message describes invalid form field value', reason: 'interaction', note: 'error messages appear after input, and whether they describe the problem needs judgement' },
  '3e12e1': { name: 'Block of repeated content is collapsible', reason: 'interaction', note: 'content must be collapsed by operating the page; repeated content needs judgement' },
  '4b1c6c': { name: 'Iframe elements with identical accessible names have equivalent purpose', reason: 'judgement', note: 'whether two embedded documents serve the same purpose' },
  '4c31df': { name: 'Audio or video element that plays automatically has a control mechanism', reason: 'media', note: 'whether the media plays audio for more than 3 seconds, and a working control' },
  '5effbb': { name: 'Link in context is descriptive', reason: 'judgement', note: 'whether the name and context describe the purpose' },
  '7677a9': { name: 'Device motion based changes to the content can also be created from the user interface', reason: 'interaction', note: 'motion events fired at the page, and whether its controls make the same change (its failed example has an increase button and no decrease one)' },
  '80af7b': { name: 'Focusable element has no keyboard trap', reason: 'interaction', note: 'moving focus with the keyboard, and, failing that, whether help text explains the way out (ebe86a)' },
  '80f0bf': { name: 'Audio or video element avoids automatically playing audio', reason: 'media', note: 'whether the playing media has audio lasting more than 3 seconds' },
  '9bd38c': { name: 'Content has alternative for visual reference', reason: 'judgement', note: 'whether text refers to shape, size or position' },
  aaa1bf: { name: 'Audio or video element that plays automatically has no audio that lasts more than 3 seconds', reason: 'media', note: 'the length of the audio played' },
  ab4d13: { name: 'Video element content is media alternative for text', reason: 'media', note: 'whether the video says what the text says' },
  afb423: { name: 'Audio element content is media alternative for text', reason: 'media', note: 'whether the audio says what the text says' },
  aizyf1: { name: 'Link is descriptive', reason: 'judgement', note: 'whether the name describes the purpose' },
  b20e66: { name: 'Links with identical accessible names have equivalent purpose', reason: 'judgement', note: 'whether the linked resources serve the same purpose' },
  b40fd1: { name: 'Document has a landmark with non-repeated content', reason: 'judgement', note: 'which content is repeated across pages' },
  b49b2e: { name: 'Heading is descriptive', reason: 'judgement', note: 'whether the heading describes its section' },
  c249d5: { name: 'Device motion based changes to the content can be disabled', reason: 'interaction', note: 'motion events fired at the page, and whether a control is labelled to turn them off' },
  c3232f: { name: 'Video element visual-only content has accessible alternative', reason: 'media', note: 'whether the video has audio, and what the alternative covers' },
  c4a8a4: { name: 'HTML page title is descriptive', reason: 'judgement', note: 'whether the title describes the page' },
  c5a4ea: { name: 'Video element visual content has accessible alternative', reason: 'media', note: 'whether the video has audio, and what the alternative covers' },
  cc0f0a: { name: 'Form field label is descriptive', reason: 'judgement', note: 'whether the label describes the field' },
  cf77f2: { name: 'Bypass Blocks of Repeated Content', reason: 'judgement', note: 'a composite of 047fe0, b40fd1 and ye5d6e, which need to know what repeats' },
  d7ba54: { name: 'Video element visual-only content has audio track alternative', reason: 'media', note: 'whether the audio track describes the video' },
  e7aa44: { name: 'Audio element content has text alternative', reason: 'media', note: 'whether a text alternative covers the audio' },
  e88epe: { name: 'Image not in the accessibility tree is decorative', reason: 'judgement', note: 'whether an image is purely decorative' },
  eac66b: { name: 'Video element auditory content has accessible alternative', reason: 'media', note: 'whether the video has audio, and whether captions or a transcript cover it' },
  ebe86a: { name: 'Focusable element has no keyboard trap via non-standard navigation', reason: 'interaction', note: 'moving focus with the keyboard, and whether the help text names the right way out' },
  ee13b5: { name: 'Video element visual-only content has transcript', reason: 'media', note: 'whether the transcript matches the video' },
  f51b46: { name: 'Video element auditory content has captions', reason: 'media', note: 'whether the captions match the audio' },
  fd26cf: { name: 'Video element visual-only content is media alternative for text', reason: 'media', note: 'whether the video shows what the text says' },
  fd3a94: { name: 'Links with identical accessible names and same context serve equivalent purpose', reason: 'judgement', note: 'whether the linked resources serve the same purpose' },
  ffbc54: { name: 'No keyboard shortcut uses only printable characters', reason: 'interaction', note: 'keys pressed at the page, and whether a control is labelled to turn the shortcut off or remap it' },
  off6ek: { name: 'HTML element language subtag matches language', reason: 'judgement', note: 'which language the text is written in' },
  qt1vmo: { name: 'Image accessible name is descriptive', reason: 'judgement', note: 'whether the name describes the image' },
  ucwvc8: { name: 'HTML page language subtag matches default language', reason: 'judgement', note: 'which language the text is written in' },
  ye5d6e: { name: 'Document has an instrument to move focus to non-repeated content', reason: 'judgement', note: 'which content is repeated, and where the main content starts' },
};
