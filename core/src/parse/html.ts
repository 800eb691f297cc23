import { Parser } from 'htmlparser2';
import { DomHandler, type Document, type Element } from 'domhandler';
import { commentNode, elementNode, textNode } from './nodes.ts';

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
 * The parser with stray end tags recorded. Subclasses rather than closures per page: long-lived
 * call sites (the tokenizer's callbacks) keep weak references to the functions they call, which the
 * young-generation collector treats as strong, so a per-page closure there kept its whole page
 * (parser, tree) alive and copied until the next full collection.
 */
class RecordingParser extends Parser {
  constructor(
    handler: RecordingHandler,
    private readonly html: string,
    private readonly diagnostics: HtmlDiagnostic[],
  ) {
    super(handler, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
  }

  /**
   * Each element's attributes go into an object without a prototype. Such objects share one
   * dictionary-mode shape in V8, so every attribute lookup in every check is a monomorphic hash
   * lookup; the parser's own `{}` gets a new hidden class per sequence of attribute names (2,706
   * across the benchmark corpus), which turns the same lookups megamorphic and thrashes
   * V8's lookup cache. No prototype also means `attribs['constructor']` is undefined, and an
   * attribute named `__proto__` is an attribute. (Tags opened by a stray `</p>` or `</br>` keep the
   * parser's empty `{}`.)
   */
  override onopentagname(start: number, endIndex: number): void {
    super.onopentagname(start, endIndex);
    const self = this as unknown as { attribs: Record<string, string> | null };
    if (self.attribs) self.attribs = Object.create(null) as Record<string, string>;
  }

  override onclosetag(start: number, end: number): void {
    const name = this.html.slice(start, end).toLowerCase();
    if (!VOID.has(name) && !(this as unknown as { stack: string[] }).stack.includes(name)) {
      this.diagnostics.push({ kind: 'stray-end-tag', name, offset: Math.max(0, start - 2) });
    }
    super.onclosetag(start, end);
  }
}

/**
 * The tree builder with implied end tags recorded. It makes elements, text and comments with the
 * constructors of nodes.ts (see there why), otherwise as DomHandler does for HTML: a text or
 * comment run the tokenizer reports in pieces becomes one node.
 */
class RecordingHandler extends DomHandler {
  constructor(private readonly diagnostics: HtmlDiagnostic[]) {
    super(undefined, { withStartIndices: true, withEndIndices: true });
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    const element = elementNode(name, attribs);
    this.addNode(element);
    this.tagStack.push(element);
  }

  override ontext(data: string): void {
    const last = this.lastNode;
    if (last && last.type === 'text') {
      last.data += data;
      // DomHandler keeps the parser in a field its types call private.
      const parser = (this as unknown as { parser: { endIndex: number } | null }).parser;
      if (parser) last.endIndex = parser.endIndex;
    } else {
      const node = textNode(data);
      this.addNode(node);
      this.lastNode = node;
    }
  }

  override oncomment(data: string): void {
    const last = this.lastNode;
    if (last && last.type === 'comment') {
      last.data += data;
      return;
    }
    const node = commentNode(data);
    this.addNode(node);
    this.lastNode = node;
  }

  override onclosetag(name?: string, isImplied?: boolean): void {
    if (isImplied && name && !VOID.has(name)) {
      const el = this.tagStack.at(-1) as Element | undefined;
      if (el && el.name === name) this.diagnostics.push({ kind: 'implied-end-tag', name, offset: el.startIndex ?? 0, element: el });
    }
    super.onclosetag();
  }
}

/**
 * Parses HTML into a domhandler tree with start offsets. htmlparser2 recovers silently from
 * unbalanced markup; the few places where it does are recorded so conformance rules can report
 * stray and missing end tags without a second parse.
 */
export function parseHtml(html: string): ParsedHtml {
  const diagnostics: HtmlDiagnostic[] = [];
  const handler = new RecordingHandler(diagnostics);
  const parser = new RecordingParser(handler, html, diagnostics);
  parser.end(html);
  return { document: handler.root, diagnostics };
}
