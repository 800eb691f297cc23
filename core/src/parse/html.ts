import { Parser } from 'htmlparser2';
import { DomHandler, type Document, type Element } from 'domhandler';

export interface HtmlDiagnostic {
  kind: 'stray-end-tag' | 'implied-end-tag';
  /** Lower-case tag name. */
  name: string;
  /** Character offset in the document. */
  offset: number;
  /** For implied end tags: the element that was closed without its end tag. */
  element?: Element;
}

export interface ParsedHtml {
  document: Document;
  diagnostics: HtmlDiagnostic[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * Parses HTML into a domhandler tree with start offsets. htmlparser2 recovers silently from
 * unbalanced markup; the few places where it does are recorded so conformance rules can report
 * stray and missing end tags without a second parse.
 */
export function parseHtml(html: string): ParsedHtml {
  const diagnostics: HtmlDiagnostic[] = [];
  const handler = new DomHandler(undefined, { withStartIndices: true, withEndIndices: true });
  const parser = new Parser(handler, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
  const internal = parser as unknown as {
    stack: string[];
    onclosetag(start: number, end: number): void;
  };
  const originalClose = internal.onclosetag.bind(parser);
  internal.onclosetag = (start: number, end: number) => {
    const name = html.slice(start, end).toLowerCase();
    if (!VOID.has(name) && !internal.stack.includes(name)) {
      diagnostics.push({ kind: 'stray-end-tag', name, offset: Math.max(0, start - 2) });
    }
    originalClose(start, end);
  };
  const originalHandlerClose = handler.onclosetag.bind(handler);
  handler.onclosetag = ((name?: string, isImplied?: boolean) => {
    if (isImplied && name && !VOID.has(name)) {
      const el = (handler as unknown as { tagStack: Element[] }).tagStack.at(-1);
      if (el && el.name === name) diagnostics.push({ kind: 'implied-end-tag', name, offset: el.startIndex ?? 0, element: el });
    }
    originalHandlerClose();
  }) as typeof handler.onclosetag;
  parser.end(html);
  return { document: handler.root, diagnostics };
}
