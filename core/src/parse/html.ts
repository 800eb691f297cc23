import { Parser, type Handler, type ParserOptions } from 'htmlparser2';
import { DomHandler, type Document, type Element } from 'domhandler';
import { commentNode, elementNode, textNode } from './nodes.ts';
import { OpenStack } from './open-stack.ts';

export interface HtmlDiagnostic {
  /**
   * An end tag that closes nothing open, an element closed without its end tag, an attribute
   * repeated in a start tag, an end tag of a void element (`</br>`, `</img>`).
   */
  kind: 'stray-end-tag' | 'implied-end-tag' | 'duplicate-attribute' | 'void-end-tag';
  /** Lower-case tag name; for a duplicate attribute, the attribute's lower-case name. */
  name: string;
  /** Character offset in the document: of the end tag (stray, void), or of the element's start tag. */
  offset: number;
  /**
   * For implied end tags, the element that was closed without its end tag; for duplicate
   * attributes, the element whose start tag repeats the attribute.
   */
  element?: Element;
}

/** The parser's fields that its types call private. */
interface ParserState {
  attribs: Record<string, string> | null;
  attribname: string;
  attribvalue: string;
  openTagStart: number;
  startIndex: number;
  endIndex: number;
  /** The names of the open elements, the current one first. */
  stack: OpenStack<string>;
  /** Whether each open SVG, MathML or integration point puts its content in a foreign namespace. */
  foreignContext: OpenStack<number>;
  cbs: Partial<Handler>;
}

/**
 * How deep the tree nests: with more elements open than this, a new element or comment goes beside
 * the current element instead of into it, as Blink and WebKit build the DOM (their HTML tree
 * builders' maximum DOM tree depth, 512), so no node has more than 513 element ancestors. Every
 * check that reads an element's ancestors then reads a bounded number, whatever a page nests; the
 * parser still tracks every open element, so end tags close what they closed before.
 */
export const MAX_TREE_DEPTH = 512;

export interface ParsedHtml {
  document: Document;
  diagnostics: HtmlDiagnostic[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * htmlparser2's Parser with its open-element and foreign-context stacks kept in OpenStacks, so that
 * parsing is linear in the page however deeply it nests (see open-stack.ts); otherwise the same
 * parser, for every part of the engine that reads HTML.
 */
export class LinearParser extends Parser {
  constructor(cbs: Partial<Handler> | null, options?: ParserOptions) {
    super(cbs, options);
    const self = this as unknown as ParserState;
    self.stack = new OpenStack<string>();
    const foreign = new OpenStack<number>();
    foreign.unshift(self.foreignContext[0]!);
    self.foreignContext = foreign;
  }

  /** htmlparser2's own, reading every open element (the parser's view of its stack holds two). */
  override onend(): void {
    const self = this as unknown as ParserState;
    const cbs = self.cbs;
    if (cbs.onclosetag) {
      self.endIndex = self.startIndex;
      const stack = self.stack;
      for (let i = 0; i < stack.depth; i++) cbs.onclosetag(stack.fromTop(i)!, true);
    }
    cbs.onend?.();
  }

  override reset(): void {
    const self = this as unknown as ParserState;
    const none = self.foreignContext.fromTop(self.foreignContext.depth - 1)!;
    super.reset();
    self.stack.clear();
    self.foreignContext.clear();
    self.foreignContext.unshift(none);
  }
}

/**
 * The parser with stray end tags recorded. Subclasses rather than closures per page: long-lived
 * call sites (the tokenizer's callbacks) keep weak references to the functions they call, which the
 * young-generation collector treats as strong, so a per-page closure there kept its whole page
 * (parser, tree) alive and copied until the next full collection.
 */
class RecordingParser extends LinearParser {
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
    const self = this as unknown as ParserState;
    if (self.attribs) self.attribs = Object.create(null) as Record<string, string>;
  }

  /**
   * htmlparser2's own, less the `onattribute` callback (the tree builder has none), and with its
   * test whether the name is already set also recording the repeat: the HTML tokenizer keeps the
   * first value of a repeated attribute and reports a parse error, and checking once here costs
   * nothing where scanning every start tag again in a check did.
   */
  override onattribend(_quote: unknown, endIndex: number): void {
    const self = this as unknown as ParserState;
    self.endIndex = endIndex;
    const attribs = self.attribs;
    if (attribs) {
      const name = self.attribname;
      if (Object.hasOwn(attribs, name)) this.diagnostics.push({ kind: 'duplicate-attribute', name, offset: self.openTagStart });
      else attribs[name] = self.attribvalue;
    }
    self.attribvalue = '';
  }

  override onclosetag(start: number, end: number): void {
    const name = this.html.slice(start, end).toLowerCase();
    // The end tag starts with the "</" before its name.
    const offset = Math.max(0, start - 2);
    if (VOID.has(name)) this.diagnostics.push({ kind: 'void-end-tag', name, offset });
    else if (!(this as unknown as ParserState).stack.includes(name)) this.diagnostics.push({ kind: 'stray-end-tag', name, offset });
    super.onclosetag(start, end);
  }
}

/**
 * The tree builder with implied end tags recorded, and the element of each repeated attribute the
 * parser recorded. It makes elements, text and comments with the
 * constructors of nodes.ts (see there why), otherwise as DomHandler does for HTML: a text or
 * comment run the tokenizer reports in pieces becomes one node.
 */
class RecordingHandler extends DomHandler {
  constructor(private readonly diagnostics: HtmlDiagnostic[]) {
    super(undefined, { withStartIndices: true, withEndIndices: true });
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    const element = elementNode(name, attribs);
    this.addNested(element);
    this.tagStack.push(element);
    // The parser records a repeated attribute before the element exists: it is this one.
    const d = this.diagnostics;
    for (let i = d.length - 1; i >= 0 && d[i]!.kind === 'duplicate-attribute' && d[i]!.element === undefined; i--) d[i]!.element = element;
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
    this.addNested(node);
    this.lastNode = node;
  }

  /** Adds an element or comment to the current element, or beside it past MAX_TREE_DEPTH. */
  private addNested(node: Element | ReturnType<typeof commentNode>): void {
    const stack = this.tagStack;
    // The stack starts with the document.
    if (stack.length <= MAX_TREE_DEPTH + 1) {
      this.addNode(node);
      return;
    }
    stack.push(stack.at(-1)!.parent!);
    this.addNode(node);
    stack.pop();
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
 * unbalanced markup, repeated attributes and end tags of void elements; where it does is recorded
 * so conformance rules can report them without reading the source again.
 */
export function parseHtml(html: string): ParsedHtml {
  const diagnostics: HtmlDiagnostic[] = [];
  const handler = new RecordingHandler(diagnostics);
  const parser = new RecordingParser(handler, html, diagnostics);
  parser.end(html);
  return { document: handler.root, diagnostics };
}
