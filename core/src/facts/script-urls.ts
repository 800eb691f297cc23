import type { Script } from '../parse/js.ts';

/** Longest stretch of an inline script read for URLs: snippets are small, bundles are not inline. */
const INLINE_SCAN_LIMIT = 200_000;

/**
 * Hosts whose URLs in scripts are usually links (profiles, share pages, namespaces), not resources
 * a snippet loads: counted only when the URL names a script file.
 */
const LINK_HOSTS = new Set([
  'facebook.com', 'www.facebook.com', 'm.facebook.com', 'twitter.com', 'www.twitter.com', 'x.com', 'linkedin.com', 'www.linkedin.com', 'instagram.com',
  'www.instagram.com', 'youtube.com', 'www.youtube.com', 'youtu.be', 'pinterest.com', 'www.pinterest.com', 'tiktok.com', 'www.tiktok.com', 'github.com',
  'schema.org', 'www.w3.org', 'w3.org', 'google.com', 'www.google.com', 'apple.com', 'www.apple.com', 'wa.me', 't.me', 'reddit.com', 'www.reddit.com',
]);

/** Whether a URL an inline script names is one a snippet would load (see LINK_HOSTS). */
export function loadableFromSnippet(url: string, host: string): boolean {
  if (!LINK_HOSTS.has(host)) return true;
  const path = url.split(/[?#]/, 1)[0]!.toLowerCase();
  return path.endsWith('.js') || path.endsWith('.mjs');
}

/** A dotted host name; its last label must hold a letter (not an IP address or a version number). */
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const LETTER = /[a-z]/i;

type JsNode = { type: string; start: number; [key: string]: unknown };

/**
 * Where a string sits in a script, as far as requesting goes: an argument of a call (a loader, an
 * IIFE's parameter, fetch, sendBeacon, setAttribute('src', …)), a value assigned to `.src`, a value
 * bound to a name (used later, perhaps as a source), HTML assigned to innerHTML/outerHTML, or
 * anything else: a property of an object or an element of an array — a state blob, a config, a
 * list of links — or a comparison, which request nothing.
 */
type Use = 'call' | 'src' | 'name' | 'html' | 'none';

/** Calls and assignments through which a script makes the browser request a URL. */
const SINK_CALLS = new Set(['createElement', 'fetch', 'sendBeacon', 'open', 'importScripts', 'getScript', 'loadScript', 'write', 'writeln', 'appendChild', 'insertBefore', 'append', 'prepend', 'setAttribute', 'insertAdjacentHTML']);

function memberName(node: JsNode | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Identifier') return node['name'] as string;
  if (node.type !== 'MemberExpression') return null;
  const p = node['property'] as JsNode;
  if (!node['computed'] && p.type === 'Identifier') return p['name'] as string;
  return p.type === 'Literal' && typeof p['value'] === 'string' ? (p['value'] as string) : null;
}

/** How a node's children are used, given how the node is used. */
function childUse(node: JsNode, key: string, use: Use): Use {
  switch (node.type) {
    case 'CallExpression':
    case 'NewExpression':
    case 'ImportExpression':
      return key === 'arguments' || key === 'source' ? 'call' : 'none';
    case 'AssignmentExpression': {
      if (key !== 'right') return 'none';
      const name = memberName(node['left'] as JsNode);
      if (name === 'src') return 'src';
      if (name === 'innerHTML' || name === 'outerHTML') return 'html';
      return (node['left'] as JsNode).type === 'Identifier' ? 'name' : 'none';
    }
    case 'VariableDeclarator':
      return key === 'init' ? 'name' : 'none';
    // A value built from parts is used as the whole is.
    case 'BinaryExpression':
      return node['operator'] === '+' ? use : 'none';
    case 'ConditionalExpression':
      return key === 'test' ? 'none' : use;
    case 'LogicalExpression':
    case 'TemplateLiteral':
    case 'SequenceExpression':
    case 'AwaitExpression':
      return use;
    // An array handed to a call (`_paq.push(['setTrackerUrl', u])`) is read by it; in data it is data.
    case 'ArrayExpression':
      return use === 'call' ? 'call' : 'none';
    default:
      return 'none';
  }
}

/** A URL in HTML a script writes loads from a src attribute, or from a `<link>`'s href (a stylesheet). */
const SRC_IN_HTML = /\bsrc\s*=\s*\\?["']?$/i;
const LINK_HREF_IN_HTML = /^<link\b[^>]*\bhref\s*=\s*\\?["']?$/i;

function loadsInHtml(before: string): boolean {
  return SRC_IN_HTML.test(before) || LINK_HREF_IN_HTML.test(before.slice(before.lastIndexOf('<')));
}

/**
 * The URLs an inline script makes the browser request, in source order: written where a request
 * starts from them (see Use) — not every URL its text contains. A URL in a JSON state blob, a
 * config object, a list of share links or a comparison is not loaded by the script. A URL bound
 * to a name counts when the script has a way to request it (a src assignment or a loading call).
 * A script that does not parse does not run, and requests nothing.
 */
export function scriptRequestedUrls(script: Script): string[] {
  const ast = script.ast as unknown as JsNode | null;
  if (!ast || !script.text.includes('//')) return [];
  const found: Array<{ url: string; at: number; use: Use }> = [];
  let sink = false;
  const nodes: JsNode[] = [ast];
  const uses: Use[] = ['none'];
  // Snippets are small; an inline bundle is read as far as the text scan used to read (its first
  // 200,000 characters), and no further than 200 URLs.
  while (nodes.length && found.length < 200) {
    const node = nodes.pop()!;
    const use = uses.pop()!;
    if (node.start > INLINE_SCAN_LIMIT) continue;
    if (node.type === 'Literal' || node.type === 'TemplateElement') {
      const value = node.type === 'Literal' ? node['value'] : (node['value'] as { cooked?: string } | undefined)?.cooked;
      if (typeof value === 'string' && value.includes('//') && use !== 'none') {
        for (const url of urlsInText(value)) {
          // urlsInText gives a protocol-relative URL as https:; find it as written.
          const at = value.indexOf(url);
          const before = value.slice(0, Math.max(0, at !== -1 ? at : value.indexOf(url.slice(6))));
          const inHtml = before.includes('<');
          // In HTML a script writes, only a src loads; elsewhere the string is the URL itself.
          if (inHtml ? loadsInHtml(before) && use !== 'src' : use !== 'html') found.push({ url, at: node.start, use });
        }
      }
      continue;
    }
    if (node.type === 'CallExpression') {
      const name = memberName(node['callee'] as JsNode);
      if (name !== null && SINK_CALLS.has(name)) sink = true;
    } else if (node.type === 'ImportExpression') sink = true;
    else if (node.type === 'AssignmentExpression' && memberName(node['left'] as JsNode) === 'src') sink = true;
    for (const key in node) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue;
      const value = node[key];
      if (value === null || typeof value !== 'object') continue;
      if (Array.isArray(value)) {
        for (const item of value) {
          if (item && typeof (item as JsNode).type === 'string') {
            nodes.push(item as JsNode);
            uses.push(childUse(node, key, use));
          }
        }
      } else if (typeof (value as JsNode).type === 'string') {
        nodes.push(value as JsNode);
        uses.push(childUse(node, key, use));
      }
    }
  }
  return found
    .filter((f) => f.use !== 'name' || sink)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.url);
}

/**
 * Absolute and protocol-relative URLs written in a script's text, e.g. the
 * `'https://www.googletagmanager.com/gtm.js?id='` of a tag snippet. Linear: one indexOf scan.
 */
function urlsInText(text: string): string[] {
  const s = text.length > INLINE_SCAN_LIMIT ? text.slice(0, INLINE_SCAN_LIMIT) : text;
  const out: string[] = [];
  let i = s.indexOf('//');
  while (i !== -1 && out.length < 200) {
    let start = i;
    if (endsWithScheme(s, i, 'https:')) start = i - 6;
    else if (endsWithScheme(s, i, 'http:')) start = i - 5;
    let end = i + 2;
    while (end < s.length && end - i < 2048) {
      const c = s.charCodeAt(end);
      // stop at quotes, white space, backslash, parentheses, angle brackets
      if (c <= 32 || c === 34 || c === 39 || c === 96 || c === 92 || c === 40 || c === 41 || c === 60 || c === 62) break;
      end++;
    }
    let hostEnd = i + 2;
    while (hostEnd < end) {
      const c = s.charCodeAt(hostEnd);
      if (c === 47 || c === 63 || c === 35 || c === 58) break; // / ? # :
      hostEnd++;
    }
    const host = s.slice(i + 2, hostEnd);
    if (HOST_NAME.test(host) && LETTER.test(host.slice(host.lastIndexOf('.') + 1))) {
      out.push(start === i ? `https:${s.slice(i, end)}` : s.slice(start, end));
    }
    i = s.indexOf('//', end);
  }
  return out;
}

/**
 * Whether the text just before `at` is `scheme` in any case (`slice(at - n, at).toLowerCase() ===
 * scheme`), compared in place: this runs for every "//" of every inline script. Only ASCII letters
 * lower-case to the letters of http(s) (the Kelvin sign becomes a k, not used here).
 */
function endsWithScheme(s: string, at: number, scheme: string): boolean {
  const from = at - scheme.length;
  if (from < 0) return false;
  for (let k = 0; k < scheme.length; k++) {
    const want = scheme.charCodeAt(k);
    const c = s.charCodeAt(from + k);
    if (c !== want && !(want >= 97 && want <= 122 && c === want - 32)) return false;
  }
  return true;
}
