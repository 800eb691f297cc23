/**
 * Constructors for the tree's elements, text and comments that make exactly what domhandler's
 * classes make — the same own properties in the same order, the same prototypes, so `instanceof`,
 * the DOM aliases and every helper see no difference — but assign their properties in a plain
 * constructor. domhandler declares them as class fields; the base class's field initialiser then
 * defines `parent`, `prev` and the rest on objects of six classes, a define that V8 (Node 20) does
 * in the runtime once it has seen more than four shapes: about 0.4 µs per node, a quarter of
 * parsing an ordinary page. A test holds these to domhandler's own nodes.
 */
import { Comment, Element, Text } from 'domhandler';

type ElementKind = Element['type'];

interface ElementFields {
  parent: Element['parent'];
  prev: Element['prev'];
  next: Element['next'];
  startIndex: number | null;
  endIndex: number | null;
  children: Element['children'];
  name: string;
  attribs: Record<string, string>;
  type: ElementKind;
  namespace: string | undefined;
  'x-attribsNamespace': Record<string, string> | undefined;
  'x-attribsPrefix': Record<string, string> | undefined;
}

interface DataFields {
  parent: Text['parent'];
  prev: Text['prev'];
  next: Text['next'];
  startIndex: number | null;
  endIndex: number | null;
  data: string;
  type: Text['type'] | Comment['type'];
}

/** The element's type as domhandler's Element constructor derives it outside XML mode. */
function kindOf(name: string): ElementKind {
  return (name === 'script' ? 'script' : name === 'style' ? 'style' : 'tag') as ElementKind;
}

const ElementNode = function (this: ElementFields, name: string, attribs: Record<string, string>) {
  this.parent = null;
  this.prev = null;
  this.next = null;
  this.startIndex = null;
  this.endIndex = null;
  this.children = [];
  this.name = name;
  this.attribs = attribs;
  this.type = kindOf(name);
  this.namespace = undefined;
  this['x-attribsNamespace'] = undefined;
  this['x-attribsPrefix'] = undefined;
} as unknown as new (name: string, attribs: Record<string, string>) => Element;
ElementNode.prototype = Element.prototype;

/**
 * A constructor for one kind of data node. Each call makes a function of its own, so text and
 * comments keep a hidden class each, as domhandler's two classes do.
 */
function dataNodeConstructor<T>(type: DataFields['type'], prototype: object): new (data: string) => T {
  const DataNode = function (this: DataFields, data: string) {
    this.parent = null;
    this.prev = null;
    this.next = null;
    this.startIndex = null;
    this.endIndex = null;
    this.data = data;
    this.type = type;
  } as unknown as new (data: string) => T;
  DataNode.prototype = prototype;
  return DataNode;
}

const TextNode = dataNodeConstructor<Text>('text' as Text['type'], Text.prototype);
const CommentNode = dataNodeConstructor<Comment>('comment' as Comment['type'], Comment.prototype);

/** `new Element(name, attribs)` as domhandler makes it for HTML. */
export function elementNode(name: string, attribs: Record<string, string>): Element {
  return new ElementNode(name, attribs);
}

/** `new Text(data)`. */
export function textNode(data: string): Text {
  return new TextNode(data);
}

/** `new Comment(data)`. */
export function commentNode(data: string): Comment {
  return new CommentNode(data);
}
