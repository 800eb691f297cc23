import type { Node as JsNode } from 'acorn';
import { jsCalleeName, jsGlobalCallee, jsPropertyName } from '../engine/js-names.ts';
import { walkJs } from '../engine/walk-js.ts';
import type { Script } from '../parse/js.ts';
import { ListenerFlow } from './listeners.ts';

type N = JsNode & Record<string, any>;

/** How code comes to run while the page loads, for a finding's detail. */
export type LoadContext = 'top level' | 'immediately invoked function' | 'load event handler' | 'timer callback' | 'promise callback' | 'function called while loading';

export interface LoadTimeCall {
  call: N;
  context: LoadContext;
}

/** Events that fire as the page loads, without anything the visitor does. */
const LOAD_EVENTS = new Set(['load', 'DOMContentLoaded', 'readystatechange', 'pageshow', 'ready']);
/** Event handler properties of the same events (`window.onload = …`). */
const LOAD_HANDLER_PROPERTIES = new Set(['onload', 'onpageshow', 'onreadystatechange']);
/** Objects whose load handler properties belong to the page (not to an image or a request). */
const PAGE_OBJECTS = new Set(['window', 'self', 'globalThis', 'document']);
/** Schedulers that run their callback later on their own, never in answer to the visitor. */
const TIMERS = new Set(['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback', 'queueMicrotask']);
const PROMISE_METHODS = new Set(['then', 'catch', 'finally']);
const JQUERY = new Set(['$', 'jQuery']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
/** Nodes whose bodies run only when something calls or instantiates them. */
const DEFERRED = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassDeclaration', 'ClassExpression']);

/** Nodes visited per script at most: bundles of several megabytes stay bounded. */
const MAX_STEPS = 2_000_000;

function isFunction(node: N | null | undefined): boolean {
  return !!node && FUNCTIONS.has(node.type);
}

/**
 * Functions a script declares under a name only once (`function init() {}`, `const init = () =>
 * …`): a call or a handler that names them is followed into their body. Names are matched within
 * the script without scope analysis, so a name declared twice is not followed at all.
 */
function namedFunctions(ast: N): Map<string, N | null> {
  const out = new Map<string, N | null>();
  const add = (name: string, fn: N) => out.set(name, out.has(name) ? null : fn);
  walkJs(ast, (node) => {
    const n = node as N;
    if (n.type === 'FunctionDeclaration' && n.id) add(n.id.name, n);
    else if (n.type === 'VariableDeclarator' && n.id?.type === 'Identifier' && isFunction(n.init)) add(n.id.name, n.init);
  });
  return out;
}

/**
 * The calls of a script that `matches` picks among the code that runs while the page loads,
 * rather than in answer to the visitor (a click, a key, a submit). That code is the script's top
 * level and, followed from there: immediately invoked functions, handlers of the page's load
 * events (load, DOMContentLoaded, readystatechange, pageshow and jQuery's ready, registered with
 * addEventListener, jQuery or an `on…` property of window or document), callbacks of timers
 * (setTimeout, requestAnimationFrame …) and of promises (then, catch, finally), and functions the
 * script declares once and calls or registers by name. Any other function, a click handler say,
 * or one passed to a library the analysis does not know, is taken to run later: what is reported
 * runs at load in every browser that runs the script, what is not may still.
 */
export function callsAtLoad(script: Script, matches: (call: N) => boolean): LoadTimeCall[] {
  const ast = script.ast as N | null;
  if (!ast) return [];
  // The listener calls of the script, read in source order as ListenerFlow expects.
  const flow = new ListenerFlow();
  const loadListeners = new Set<N>();
  walkJs(ast, (node) => {
    const n = node as N;
    if (n.type === 'VariableDeclarator') flow.declarator(n, script);
    else if (n.type === 'ForOfStatement') flow.forOf(n, script);
    else if (n.type === 'CallExpression') {
      const l = flow.call(n, script);
      if (l && l.events.some((e) => LOAD_EVENTS.has(e))) loadListeners.add(n);
    }
  });
  let named: Map<string, N | null> | null = null;
  const out: LoadTimeCall[] = [];
  const queued = new Set<N>([ast]);
  const queue: Array<[N, LoadContext]> = [[ast, 'top level']];
  const enqueue = (fn: N | null | undefined, context: LoadContext) => {
    if (fn?.type === 'Identifier') fn = (named ??= namedFunctions(ast)).get(fn.name) ?? null;
    if (!fn || !isFunction(fn) || queued.has(fn)) return;
    queued.add(fn);
    queue.push([fn, context]);
  };
  const enqueueArguments = (call: N, context: LoadContext) => {
    for (const a of call.arguments as N[]) enqueue(a, context);
  };
  let steps = 0;
  for (let q = 0; q < queue.length && steps < MAX_STEPS; q++) {
    const [fn, context] = queue[q]!;
    // A function's parameters (their defaults) run when it is called, like its body.
    const stack: N[] = fn.type === 'Program' ? [fn] : [...(fn.params as N[]), fn.body as N];
    while (stack.length && steps++ < MAX_STEPS) {
      const node = stack.pop()!;
      if (node.type === 'CallExpression') {
        if (matches(node)) out.push({ call: node, context });
        visitCall(node, loadListeners, enqueue, enqueueArguments);
      } else if (node.type === 'AssignmentExpression') {
        const left = node.left as N;
        const property = jsPropertyName(left);
        const onPage = left.type === 'Identifier' ? LOAD_HANDLER_PROPERTIES.has(left.name) : property !== null && LOAD_HANDLER_PROPERTIES.has(property) && left.object?.type === 'Identifier' && PAGE_OBJECTS.has(left.object.name);
        if (onPage) enqueue(node.right, 'load event handler');
      }
      for (const key in node) {
        if (key === 'type' || key === 'start' || key === 'end') continue;
        const value = node[key];
        if (!value || typeof value !== 'object') continue;
        if (Array.isArray(value)) {
          for (const item of value) if (item && typeof item.type === 'string' && !DEFERRED.has(item.type)) stack.push(item);
        } else if (typeof value.type === 'string' && !DEFERRED.has(value.type)) stack.push(value);
      }
    }
  }
  return out.sort((a, b) => a.call.start - b.call.start);
}

/** Follows a call into the functions it runs at once or schedules without the visitor. */
function visitCall(node: N, loadListeners: Set<N>, enqueue: (fn: N | null | undefined, context: LoadContext) => void, enqueueArguments: (call: N, context: LoadContext) => void): void {
  const callee = node.callee as N;
  if (isFunction(callee)) return enqueue(callee, 'immediately invoked function');
  const method = jsCalleeName(node);
  // (function () { … }).call(this)
  if (callee.type === 'MemberExpression' && isFunction(callee.object) && (method === 'call' || method === 'apply')) return enqueue(callee.object, 'immediately invoked function');
  if (loadListeners.has(node)) return enqueueArguments(node, 'load event handler');
  const global = jsGlobalCallee(node);
  if (global !== null && TIMERS.has(global)) return enqueue((node.arguments as N[])[0], 'timer callback');
  if (callee.type === 'MemberExpression' && method !== null && PROMISE_METHODS.has(method)) return enqueueArguments(node, 'promise callback');
  // jQuery(function () { … }) and $(document).ready(function () { … }) run when the DOM is ready.
  if ((callee.type === 'Identifier' && JQUERY.has(callee.name)) || (callee.type === 'MemberExpression' && method === 'ready')) {
    const first = (node.arguments as N[])[0];
    if (isFunction(first) || first?.type === 'Identifier') return enqueue(first, 'load event handler');
  }
  if (callee.type === 'Identifier') enqueue(callee, 'function called while loading');
}

export interface PageLoadCalls {
  /** Scripts that name one of the words at all (the API is used somewhere). */
  scripts: number;
  /** The matching calls that run while the page loads, at most `perScript` a script. */
  found: Array<LoadTimeCall & { script: Script }>;
}

/**
 * callsAtLoad over the page's parsed scripts that mention one of `words` (a cheap text test first:
 * most scripts use no such API): the question permission checks ask — is it used, and is it
 * called before the visitor did anything.
 */
export function pageCallsAtLoad(scripts: readonly Script[], words: readonly string[], matches: (call: N) => boolean, perScript = 5): PageLoadCalls {
  const out: PageLoadCalls = { scripts: 0, found: [] };
  for (const script of scripts) {
    if (!script.ast || !words.some((w) => script.text.includes(w))) continue;
    out.scripts++;
    for (const call of callsAtLoad(script, matches).slice(0, perScript)) out.found.push({ ...call, script });
  }
  return out;
}
