import { perPage, type Page } from '@pagegrade/core';

/** A markdown link in a list item of an H2 section: `- [name](url): notes`. */
export interface LlmsLink {
  text: string;
  url: string;
  notes: string;
  line: number;
  section: string;
}

export interface LlmsSection {
  title: string;
  line: number;
  links: LlmsLink[];
  /** List items in the section that are not a markdown link. */
  plainItems: Array<{ text: string; line: number }>;
}

export interface LlmsDoc {
  /** The body as served (bounded), or '' when the resource is missing. */
  text: string;
  /** The server answered with an HTML page (an SPA fallback or a soft 404), not markdown. */
  isHtml: boolean;
  /** Non-blank characters. */
  contentLength: number;
  /** The first non-blank line and its number. */
  first: { text: string; line: number } | null;
  h1s: Array<{ text: string; line: number }>;
  /** Blockquote text that directly follows the first H1 (blank lines allowed), or null. */
  summary: string | null;
  sections: LlmsSection[];
  links: LlmsLink[];
}

/** llms.txt is meant to be small; parse at most this much of it. */
const MAX_CHARS = 2_000_000;
const MAX_LINE = 4000;
const LINK_ITEM = /^[-*+]\s+\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)\s*(?::\s*(.*))?$/;

/** The page's /llms.txt parsed per llmstxt.org, or null when it was not fetched successfully. */
export const llmsDoc = perPage((page: Page): LlmsDoc | null => {
  const res = page.resource('llms');
  const doc = res && res.state === 'ok' && res.body !== null ? parse(res.body, res.mimeType) : null;
  return doc;
});

function parse(raw: string, mime: string): LlmsDoc {
  const text = raw.length > MAX_CHARS ? raw.slice(0, MAX_CHARS) : raw;
  const head = text.slice(0, 512).trimStart().toLowerCase();
  const isHtml = mime.includes('html') || head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head');
  const doc: LlmsDoc = { text, isHtml, contentLength: 0, first: null, h1s: [], summary: null, sections: [], links: [] };
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) count++;
  }
  doc.contentLength = count;
  const lines = text.split(/\r\n|\r|\n/);
  let section: LlmsSection | null = null;
  let inFence = false;
  let summaryState: 'before' | 'open' | 'in' | 'done' = 'before';
  const summary: string[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = (lines[n] ?? '').slice(0, MAX_LINE).trim();
    const lineNo = n + 1;
    if (line.startsWith('```')) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    if (line === '') {
      if (summaryState === 'in') summaryState = 'done';
      continue;
    }
    if (!doc.first) doc.first = { text: line, line: lineNo };
    if (/^#\s/.test(line)) {
      doc.h1s.push({ text: line.slice(2).trim(), line: lineNo });
      if (summaryState === 'before') summaryState = 'open';
      else if (summaryState !== 'done') summaryState = 'done';
      continue;
    }
    if (summaryState === 'open' || summaryState === 'in') {
      if (line.startsWith('>')) {
        summary.push(line.replace(/^>\s?/, ''));
        summaryState = 'in';
        continue;
      }
      summaryState = 'done';
    }
    if (/^##\s/.test(line)) {
      section = { title: line.slice(3).trim(), line: lineNo, links: [], plainItems: [] };
      doc.sections.push(section);
      continue;
    }
    if (!section) continue;
    if (/^[-*+]\s/.test(line)) {
      const m = LINK_ITEM.exec(line);
      if (m) {
        const link: LlmsLink = { text: (m[1] ?? '').trim(), url: m[2] ?? '', notes: (m[3] ?? '').trim(), line: lineNo, section: section.title };
        section.links.push(link);
        doc.links.push(link);
      } else {
        section.plainItems.push({ text: line, line: lineNo });
      }
    }
  }
  const s = summary.join(' ').trim();
  doc.summary = s === '' ? null : s;
  return doc;
}

/** Short form of an llms.txt line for messages. */
export function clip(s: string, max = 80): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
