import type { Node as JsNode } from 'acorn';
import { jsCalleeName } from '../engine/js-names.ts';
import type { Script } from '../parse/js.ts';

type N = JsNode & Record<string, any>;

/**
 * Methods that register event listeners, and which argument names the events: the DOM's
 * addEventListener, old IE's attachEvent ("on" + type), and jQuery's on, one, bind, live
 * (events first) and delegate (selector first).
 */
const EVENT_ARGUMENT: Record<string, number> = { addEventListener: 0, attachEvent: 0, on: 0, one: 0, bind: 0, live: 0, delegate: 1 };

/** The callee names a rule's `jsNames` should list to see every call this helper reads. */
export const LISTENER_JS_NAMES: readonly string[] = [...Object.keys(EVENT_ARGUMENT), 'forEach'];

export interface ListenerCall {
  /** The registering method: `addEventListener`, `on`, `bind` … */
  method: string;
  /** What the method is called on (`el` in `el.addEventListener`), or null for a bare call. */
  target: N | null;
  /** The event types the call can register, read from the string literals that flow into it. */
  events: string[];
  /** The argument after the handler of addEventListener (its options or capture flag). */
  options: N | undefined;
}

interface Binding {
  name: string;
  start: number;
  end: number;
  values: string[];
}

/** The strings of an array literal made only of string literals, or null. */
function stringArray(node: N | null | undefined): string[] | null {
  if (!node || node.type !== 'ArrayExpression' || node.elements.length === 0) return null;
  const out: string[] = [];
  for (const e of node.elements as Array<N | null>) {
    const s = stringValue(e);
    if (s === null) return null;
    out.push(s);
  }
  return out;
}

function stringValue(node: N | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value?.cooked ?? null;
  return null;
}

/**
 * Follows event names from string literals into listener calls: `el.addEventListener("wheel", f)`,
 * `$(el).on("DOMNodeInserted.ns DOMNodeRemoved", f)`, and a name that comes from an array of
 * literals — `["touchstart", "wheel"].forEach((t) => el.addEventListener(t, f))`, the same over a
 * variable bound to such an array, or `for (const t of [...])`. Feed it the nodes of the engine's
 * walk, which come in source order (a rule's `js` handlers for `VariableDeclarator`,
 * `ForOfStatement` and `CallExpression`, with `LISTENER_JS_NAMES` among its `jsNames`); it reads
 * nothing else, so it costs a few comparisons per call. Names bound to arrays are matched by
 * name within a script, without scope analysis: a pattern of real pages, not a type checker.
 */
export class ListenerFlow {
  private script: Script | null = null;
  private arrays = new Map<string, string[]>();
  /** Callback parameters and loop variables bound to array elements, innermost last. */
  private bound: Binding[] = [];

  private enter(script: Script, at: number): void {
    if (script !== this.script) {
      this.script = script;
      this.arrays.clear();
      this.bound.length = 0;
    }
    // Source order: a binding whose range ended before this node is out of scope for good.
    while (this.bound.length && this.bound[this.bound.length - 1]!.end <= at) this.bound.pop();
  }

  /** `const names = ["touchstart", "wheel"]`. */
  declarator(node: N, script: Script): void {
    if (node.id?.type !== 'Identifier') return;
    const values = stringArray(node.init);
    if (!values) return;
    this.enter(script, node.start);
    this.arrays.set(node.id.name, values);
  }

  /** `for (const t of ["touchstart", "wheel"]) …`. */
  forOf(node: N, script: Script): void {
    this.enter(script, node.start);
    const values = this.arrayOf(node.right);
    const decl = node.left?.type === 'VariableDeclaration' ? node.left.declarations[0]?.id : node.left;
    if (values && decl?.type === 'Identifier') this.bound.push({ name: decl.name, start: node.body.start, end: node.body.end, values });
  }

  /** Records a `forEach` over event names, or returns the listener a call registers (null for other calls). */
  call(node: N, script: Script): ListenerCall | null {
    this.enter(script, node.start);
    const method = jsCalleeName(node);
    if (method === null) return null;
    const args = (node.arguments ?? []) as N[];
    if (method === 'forEach') {
      const values = node.callee.type === 'MemberExpression' ? this.arrayOf(node.callee.object) : null;
      const fn = args[0];
      const param = fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') ? fn.params[0] : null;
      if (values && param?.type === 'Identifier') this.bound.push({ name: param.name, start: fn!.body.start, end: fn!.body.end, values });
      return null;
    }
    const at = EVENT_ARGUMENT[method];
    if (at === undefined) return null;
    const raw = this.valuesOf(args[at], node.start);
    if (!raw) return null;
    const events: string[] = [];
    for (const v of raw) {
      if (method === 'addEventListener') events.push(v);
      else if (method === 'attachEvent') events.push(v.startsWith('on') ? v.slice(2) : v);
      // jQuery: several space-separated types, each with optional ".namespace"s.
      else for (const t of v.split(/\s+/)) if (t) events.push(t.split('.')[0]!);
    }
    if (!events.length) return null;
    const target = node.callee.type === 'MemberExpression' ? (node.callee.object as N) : null;
    return { method, target, events, options: method === 'addEventListener' ? args[2] : undefined };
  }

  private arrayOf(node: N | null | undefined): string[] | null {
    if (node?.type === 'Identifier') return this.arrays.get(node.name) ?? null;
    return stringArray(node);
  }

  private valuesOf(node: N | undefined, at: number): string[] | null {
    const s = stringValue(node);
    if (s !== null) return [s];
    if (node?.type !== 'Identifier') return null;
    for (let i = this.bound.length - 1; i >= 0; i--) {
      const b = this.bound[i]!;
      if (b.name === node.name && b.start <= at && at < b.end) return b.values;
    }
    return null;
  }
}
