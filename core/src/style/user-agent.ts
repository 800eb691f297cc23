/**
 * The part of the browser's default style sheet that the resolved properties depend on, from the
 * HTML Standard's rendering section (§15: hidden elements, block and table display, bold and
 * heading sizes, link underlines, pre-formatted text). With scripting on, as in every browser that loads the page, `noscript` is not
 * rendered. A button's background is the system colour ButtonFace, which differs between browsers:
 * it stays unknown unless the author sets one.
 */
export const USER_AGENT_CSS = `
[hidden]:not([hidden=until-found i]), area, base, basefont, datalist, head, link, meta, noembed,
noframes, param, rp, script, style, template, title, noscript { display: none }
[hidden=until-found i] { content-visibility: hidden }
dialog:not([open]) { display: none }
input[type=hidden i] { display: none !important }
html, body, address, blockquote, center, dialog, div, figure, figcaption, footer, form, header, hr,
legend, listing, main, p, plaintext, pre, search, xmp, article, aside, h1, h2, h3, h4, h5, h6,
hgroup, nav, section, dir, dd, dl, dt, menu, ol, ul, fieldset, details, optgroup { display: block }
li, summary { display: list-item }
table { display: table }
caption { display: table-caption }
colgroup { display: table-column-group }
col { display: table-column }
thead { display: table-header-group }
tbody { display: table-row-group }
tfoot { display: table-footer-group }
tr { display: table-row }
td, th { display: table-cell }
ruby { display: ruby }
rt { display: ruby-text }
button { background-color: buttonface }
b, strong { font-weight: bolder }
th, h1, h2, h3, h4, h5, h6 { font-weight: bold }
h1 { font-size: 2em }
h2 { font-size: 1.5em }
h3 { font-size: 1.17em }
h4 { font-size: 1em }
h5 { font-size: 0.83em }
h6 { font-size: 0.67em }
small, sub, sup { font-size: smaller }
big { font-size: larger }
a[href], area[href], u, ins { text-decoration: underline }
s, strike, del { text-decoration: line-through }
pre, listing, xmp, plaintext { white-space: pre }
textarea { white-space: pre-wrap }
nobr, td[nowrap], th[nowrap] { white-space: nowrap }
`;
